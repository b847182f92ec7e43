defmodule Kiln.Backend.Shape do
  @moduledoc false
  # Nx's shape and indexing callbacks composed from Kiln's reshape, transpose, slice, pad, take
  # and where. Functions take Kiln tensors with their Nx shapes and return Kiln tensors; indices
  # are clamped into range as Nx.BinaryBackend clamps them.

  import Kiln.Backend.Native, only: [argsort: 1, from_parts: 2, inexact_in_double: 1, k: 1, wrap: 3]

  @doc "Nx.broadcast: `ref`'s axes go to `axes` of `shape`."
  def broadcast(ref, shape, axes) do
    ref = if axes == Enum.sort(axes), do: ref, else: Kiln.transpose!(ref, argsort(axes))
    dims = Kiln.shape!(ref) |> Tuple.to_list()
    placed = Map.new(Enum.zip(Enum.sort(axes), dims))
    ones = for axis <- 0..(tuple_size(shape) - 1)//1, do: Map.get(placed, axis, 1)
    ref |> Kiln.reshape!(ones) |> Kiln.broadcast_to!(shape)
  end

  @doc """
  Nx.pad: `{before, after, interior}` per axis (negative edges cut), one Kiln pad_general. Kiln
  pads with a real value: a complex one pads each part of the complex `ref` with its own part.
  """
  def pad(ref, %Complex{re: re, im: im}, config) do
    [Kiln.real!(ref), Kiln.imag!(ref)]
    |> Enum.zip_with([re, im], &pad(&1, &2, config))
    |> Kiln.stack!(-1)
    |> from_parts(Kiln.dtype!(ref))
  end

  # Kiln's pad value is a double: a 64-bit integer past 2^53 pads with 0, and is then added,
  # exactly, where a padding of ones around zeros marks the pad.
  def pad(ref, value, config) when inexact_in_double(value) do
    case Kiln.dtype!(ref) do
      wide when wide in [:int64, :uint64] ->
        marks = pad(Kiln.multiply!(ref, 0), 1, config)
        exact = Kiln.from_binary!(<<value::64-native>>, wide, {}, device: Kiln.device!(ref))
        Kiln.add!(pad(ref, 0, config), Kiln.multiply!(marks, exact))

      _ ->
        pad(ref, value * 1.0, config)
    end
  end

  # BinaryBackend writes a negative pad value's bits into an unsigned tensor (Nx sends a u64 pad
  # of 2^64 - 3 as -3: it types the literal s64); Kiln's pad would saturate it to 0.
  @unsigned_bits %{uint8: 8, uint16: 16, uint32: 32, uint64: 64}
  def pad(ref, value, config) when is_integer(value) and value < 0 do
    case @unsigned_bits[Kiln.dtype!(ref)] do
      nil -> pad_general(ref, value, config)
      bits -> pad(ref, Integer.mod(value, 2 ** bits), config)
    end
  end

  def pad(ref, value, config), do: pad_general(ref, value, config)

  defp pad_general(ref, value, config) do
    {low, high, interior} =
      Enum.reduce(Enum.reverse(config), {[], [], []}, fn {lo, hi, i}, {los, his, is} -> {[lo | los], [hi | his], [i | is]} end)

    Kiln.pad_general!(ref, low, high, interior, value)
  end

  defp slice_axis(ref, dims, axis, start, stop) do
    starts = dims |> Enum.map(fn _ -> 0 end) |> List.replace_at(axis, start)
    Kiln.slice!(ref, starts, List.replace_at(dims, axis, stop), nil)
  end

  @doc """
  Nx.slice with start indices clamped so the slice fits: numbers slice a view; scalar tensors go
  to Kiln's dynamic_slice, which reads them on the device (nothing is evaluated here).
  """
  def slice(ref, shape, starts, lengths, strides, device) do
    if Enum.all?(starts, &is_integer/1) do
      starts = clamp_starts(starts, shape, lengths)
      Kiln.slice!(ref, starts, Enum.zip_with(starts, lengths, &(&1 + &2)), strides)
    else
      window = Kiln.dynamic_slice!(ref, starts_tensor(starts, device), lengths)
      if Enum.all?(strides, &(&1 == 1)), do: window, else: Kiln.slice!(window, Enum.map(lengths, fn _ -> 0 end), lengths, strides)
    end
  end

  @doc "Nx.put_slice: `slice` written over `ref` at `starts`, clamped on the device (Kiln's dynamic_update_slice)."
  def put_slice(ref, starts, slice, device) do
    Kiln.dynamic_update_slice!(ref, starts_tensor(starts, device), slice)
  end

  # Start indices (numbers or scalar tensors) as one int64 Kiln tensor of shape [rank].
  defp starts_tensor(starts, device) do
    if Enum.all?(starts, &is_integer/1) do
      Kiln.tensor!(starts, :int64, device: device)
    else
      starts
      |> Enum.map(fn
        start when is_integer(start) -> Kiln.full!([], start, :int64, device: device)
        start -> start |> k() |> Kiln.reshape!([]) |> Kiln.astype!(:int64)
      end)
      |> Kiln.stack!(0)
    end
  end

  defp clamp_starts(starts, shape, lengths) do
    Enum.zip_with([starts, Tuple.to_list(shape), lengths], fn [start, dim, length] ->
      start = if is_integer(start), do: start, else: Nx.to_number(start)
      start |> max(0) |> min(dim - length)
    end)
  end

  @doc "Nx.argmax / Nx.argmin; `tie_break: :high` reverses the axis and maps the index back."
  def arg_reduce(op, ref, shape, opts) do
    axis = opts[:axis]
    keep = opts[:keep_axis] || false
    high = opts[:tie_break] == :high
    fun = if op == :argmax, do: &Kiln.argmax!/2, else: &Kiln.argmin!/2
    axes = if axis, do: [axis], else: nil
    input = if high, do: Kiln.flip!(ref, axes), else: ref
    index = fun.(input, axes: axes, keepdims: keep)
    n = if axis, do: elem(shape, axis), else: Enum.product(Tuple.to_list(shape))
    if high, do: Kiln.subtract!(n - 1, index), else: index
  end

  @doc """
  Nx.to_batched: a stream (as Nx documents it) of batches of `batch` along axis 0, each sliced
  when the stream reaches it; `:repeat` fills the last from the start.
  """
  def to_batched(out, ref, device, batch, leftover) do
    dims = Tuple.to_list(Kiln.shape!(ref))
    n = hd(dims)
    full = div(n, batch)
    left = rem(n, batch)
    last = if left != 0 and leftover == :repeat, do: full, else: full - 1

    Stream.map(0..last//1, fn
      ^full -> Kiln.concatenate!([slice_axis(ref, dims, 0, full * batch, n), slice_axis(ref, dims, 0, 0, batch - left)], 0)
      i -> slice_axis(ref, dims, 0, i * batch, (i + 1) * batch)
    end)
    |> Stream.map(&wrap(out, &1, device))
  end
end
