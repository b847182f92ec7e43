defmodule Kiln.Stream do
  @moduledoc """
  An ordering of evals on one device. Evals on different streams do not wait for each other:
  on a Vulkan GPU each stream submits to a queue of its own where the device has several, and
  on the CPU a stream's kernels run without the library's lock. Give each process that evaluates
  its own stream, and processes evaluating at the same time run at the same time.

      stream = Kiln.Stream.new!(Kiln.Device.find!("cpu"))
      Kiln.Stream.eval!(stream, [a, b])

  A stream is released when garbage collected, or at once by `release/1`.
  """
  import Kiln.Result, only: [defboth: 2]
  alias Kiln.{Device, Nif, Result}

  @enforce_keys [:ref]
  defstruct [:ref]

  @type t :: %__MODULE__{ref: reference()}

  @doc "A new stream on `device` (a `Kiln.Device`, a label, or nil for the default device)."
  defboth new(device \\ nil) do
    with {:ok, device} <- Device.resolve(device),
         do: Result.map(Nif.stream_create(device), &%__MODULE__{ref: &1})
  end

  @doc "The stream's device."
  defboth device(stream), do: Result.map(Nif.stream_device(stream.ref), &Device.wrap/1)

  @doc """
  Computes a tensor or a list of tensors as `Kiln.eval/1` does, with the stream's device's work
  ordered on the stream; returns them.
  """
  defboth eval(stream, tensors) do
    case Nif.stream_eval(stream.ref, tensors |> List.wrap() |> Enum.map(&tensor_ref/1)) do
      :ok -> {:ok, tensors}
      error -> Result.wrap(error)
    end
  end

  @doc """
  Starts computing a tensor or a list of tensors as `Kiln.eval_async/1` does, with the stream's
  device's work ordered on the stream; returns them once the work is queued.
  """
  defboth eval_async(stream, tensors) do
    case Nif.stream_eval_async(stream.ref, tensors |> List.wrap() |> Enum.map(&tensor_ref/1)) do
      :ok -> {:ok, tensors}
      error -> Result.wrap(error)
    end
  end

  @doc "Releases the stream now; an eval running on it meanwhile still finishes."
  defboth release(stream), do: Result.wrap(Nif.stream_release(stream.ref))

  # Anything that is not a tensor goes to the NIF as it is, which answers :invalid_argument.
  defp tensor_ref(%Kiln.Tensor{ref: ref}), do: ref
  defp tensor_ref(other), do: other
end
