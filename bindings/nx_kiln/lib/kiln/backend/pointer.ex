defmodule Kiln.Backend.Pointer do
  @moduledoc false
  # Nx.to_pointer/2 and Nx.from_pointer/5 on Kiln: a tensor's elements as a host address, and a
  # tensor over host memory at an address, both without a copy (Kiln.to_pointer/1 and
  # Kiln.from_pointer/4). Host memory only: the CPU device's tensors, and for to_pointer a GPU
  # tensor whose memory is host-visible (lavapipe's, or an integrated GPU's). Device-only GPU
  # memory has no host address (a Vulkan VkBuffer is not a pointer), and a strided view is not
  # one block: both raise. `:ipc` (memory shared with another OS process) is not offered: Kiln's
  # allocations are not shared-memory segments.

  alias Nx.Tensor, as: T

  def to_pointer(%T{data: %Kiln.Backend{ref: ref, device: device}}, opts) do
    opts = Keyword.validate!(opts, mode: :local)
    local!(opts[:mode])
    Kiln.Backend.ProcessStream.eval(device, [ref])

    case Kiln.to_pointer(ref) do
      {:ok, {address, bytes}} -> %Nx.Pointer{kind: :local, address: address, data_size: bytes}
      {:error, e} -> raise ArgumentError,
              "Kiln.Backend cannot give a pointer to this tensor without a copy (on the CPU, Nx.backend_copy(t, Kiln.Backend) gives a compact copy that can): #{e.message}"
    end
  end

  def from_pointer(%Nx.Pointer{kind: kind, address: address}, type, shape, backend_opts, opts) do
    local!(kind)
    opts = Keyword.validate!(opts, [:names])
    device = Kiln.Backend.Device.label(backend_opts[:device])
    names = opts[:names] || List.duplicate(nil, tuple_size(shape))

    case Kiln.from_pointer(address, Kiln.DType.normalize(type), shape, device: Kiln.Backend.Device.handle(device)) do
      {:ok, ref} ->
        %T{shape: shape, type: type, names: names, data: %Kiln.Backend{ref: ref, device: device}}

      {:error, e} ->
        raise ArgumentError, "Kiln.Backend cannot use memory at this pointer without a copy on #{inspect(device)}: #{e.message}"
    end
  end

  defp local!(:local), do: :ok

  defp local!(other) do
    raise ArgumentError, "Kiln.Backend shares memory within this OS process only (mode: :local), got: #{inspect(other)}"
  end
end
