defmodule Kiln.Backend.Device do
  @moduledoc false
  # The `device:` option of Kiln.Backend (`:cpu`, `:gpu`, `{:vulkan, n}`, a Kiln label, or nil
  # for Kiln's default device) as Kiln's canonical label ("cpu", "vulkan:0"). Labels are cached:
  # devices live as long as the process.

  def label(option), do: cached({__MODULE__, option}, fn -> resolve(option) end)

  @doc """
  The `Kiln.Device` of a canonical label (nil: Kiln's default), cached: a creation op given
  the handle skips the device lookup (a NIF call) that a label costs (constants are made per
  use, on every defn call).
  """
  def handle(nil), do: nil
  def handle(label) when is_binary(label), do: cached({__MODULE__, :handle, label}, fn -> Kiln.Device.find!(label) end)

  defp cached(key, make) do
    case :persistent_term.get(key, nil) do
      nil ->
        value = make.()
        :persistent_term.put(key, value)
        value

      value ->
        value
    end
  end

  defp resolve(nil), do: info_label(Kiln.Device.default!())
  defp resolve(:cpu), do: info_label(Kiln.Device.find!("cpu"))
  defp resolve(:gpu), do: info_label(Kiln.Device.find!("vulkan"))
  defp resolve({:vulkan, n}) when is_integer(n), do: info_label(Kiln.Device.find!("vulkan:#{n}"))
  defp resolve(label) when is_binary(label), do: info_label(Kiln.Device.find!(label))

  defp resolve(other) do
    raise ArgumentError,
          "Kiln.Backend device: expected :cpu, :gpu, {:vulkan, n} or a Kiln label, got: #{inspect(other)}"
  end

  defp info_label(device), do: Kiln.Device.info!(device).label
end
