defmodule Kiln.Device do
  @moduledoc """
  A Kiln device (the CPU, or a Vulkan GPU). Device handles live as long as the process.
  """
  import Kiln.Result, only: [defboth: 2]
  alias Kiln.{Nif, Result}

  @enforce_keys [:ref]
  defstruct [:ref]

  @type t :: %__MODULE__{ref: reference()}

  @doc "The default device: KILN_DEVICE when set, else the first GPU, else the CPU."
  defboth default(), do: Result.map(Nif.device_default(), &wrap/1)

  @doc "Every device, the CPU first."
  defboth all() do
    with {:ok, count} <- Result.wrap(Nif.device_count()) do
      Result.collect(for index <- 0..(count - 1)//1, do: get(index))
    end
  end

  @doc "The device at an index."
  defboth get(index), do: Result.map(Nif.device_get(index), &wrap/1)

  @doc "The device with a label: \"cpu\", \"vulkan\", \"vulkan:N\" or an index."
  defboth find(label), do: Result.map(Nif.device_find(label), &wrap/1)

  @doc "Makes a device the process-wide default."
  defboth set_default(device), do: Result.wrap(Nif.device_set_default(device.ref))

  @doc "What the device is and can do, as a map (`:label`, `:kind`, `:memory_bytes`...)."
  defboth info(device), do: Result.wrap(Nif.device_get_info(device.ref))

  @doc "Memory use: `:active_bytes`, `:peak_bytes`, `:cached_bytes`, `:limit_bytes`."
  defboth memory_stats(device), do: Result.wrap(Nif.device_memory_stats(device.ref))

  @doc "Caps the bytes the device may hold for tensors (0 removes the cap)."
  defboth set_memory_limit(device, bytes), do: Result.wrap(Nif.device_set_memory_limit(device.ref, bytes))

  @doc "Returns the memory the device's allocator keeps for reuse."
  defboth clear_cache(device), do: Result.wrap(Nif.device_clear_cache(device.ref))

  @doc false
  def wrap(ref), do: %__MODULE__{ref: ref}

  @doc false
  # The device a creation function was asked for, or the default.
  def resolve(nil), do: Result.map(Nif.device_default(), & &1)
  def resolve(%__MODULE__{ref: ref}), do: {:ok, ref}
  def resolve(label) when is_binary(label), do: Result.map(Nif.device_find(label), & &1)

  defimpl Inspect do
    def inspect(%Kiln.Device{ref: ref}, _opts) do
      case Kiln.Nif.device_get_info(ref) do
        {:ok, %{label: label}} -> "#Kiln.Device<#{label}>"
        _ -> "#Kiln.Device<?>"
      end
    end
  end
end
