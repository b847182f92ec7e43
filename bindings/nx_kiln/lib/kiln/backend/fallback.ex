defmodule Kiln.Backend.Fallback do
  @moduledoc false
  # Runs an Nx.Backend callback on Nx.BinaryBackend: Kiln tensors in the arguments are read
  # (zero-copy), the callback runs, and tensors in the result come back to Kiln on `device`.
  # Each call is a `[:kiln, :fallback]` telemetry span with the op name in its metadata.

  alias Nx.Tensor, as: T

  def run(op, args, device) do
    meta = %{op: op, device: device}

    :telemetry.span([:kiln, :fallback], meta, fn ->
      # Tensors the BinaryBackend makes inside (pads, constants) must be its own too.
      previous = Nx.default_backend(Nx.BinaryBackend)

      try do
        result = call(op, Enum.map(args, &to_binary_backend/1))
        {from_binary_backend(result, device), meta}
      after
        Nx.default_backend(previous)
      end
    end)
  end

  defp call(op, args), do: apply(Nx.BinaryBackend, op, args)

  defp to_binary_backend(%T{data: %{__struct__: Kiln.Backend}} = t) do
    %{t | data: %Nx.BinaryBackend{state: Kiln.Backend.binary(t)}}
  end

  defp to_binary_backend(list) when is_list(list), do: Enum.map(list, &to_binary_backend/1)

  defp to_binary_backend(tuple) when is_tuple(tuple),
    do: tuple |> Tuple.to_list() |> Enum.map(&to_binary_backend/1) |> List.to_tuple()

  defp to_binary_backend(other), do: other

  defp from_binary_backend(%T{data: %Nx.BinaryBackend{state: binary}} = t, device),
    do: Kiln.Backend.from_binary(t, binary, device: device)

  defp from_binary_backend(tuple, device) when is_tuple(tuple),
    do: tuple |> Tuple.to_list() |> Enum.map(&from_binary_backend(&1, device)) |> List.to_tuple()

  defp from_binary_backend(list, device) when is_list(list), do: Enum.map(list, &from_binary_backend(&1, device))

  # to_batched returns a stream of tensors.
  defp from_binary_backend(%Stream{} = stream, device), do: Stream.map(stream, &from_binary_backend(&1, device))
  defp from_binary_backend(other, _device), do: other
end
