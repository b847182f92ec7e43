defmodule Kiln.Backend.Shape do
  @moduledoc false
  # Nx's shape and indexing callbacks composed from Kiln's reshape, transpose, slice, pad, take
  # and where. Functions take Kiln tensors with their Nx shapes and return Kiln tensors; indices
  # are clamped into range as Nx.BinaryBackend clamps them.

  import Kiln.Backend.Native, only: [argsort: 1, wrap: 3]

  @doc "Nx.broadcast: `ref`'s axes go to `axes` of `shape`."
  def broadcast(ref, shape, axes) do
    ref = if axes == Enum.sort(axes), do: ref, else: Kiln.transpose!(ref, argsort(axes))
    dims = Kiln.shape!(ref) |> Tuple.to_list()
    placed = Map.new(Enum.zip(Enum.sort(axes), dims))
    ones = for axis <- 0..(tuple_size(shape) - 1)//1, do: Map.get(placed, axis, 1)
    ref |> Kiln.reshape!(ones) |> Kiln.broadcast_to!(shape)
  end

  @doc "Nx.pad: `{before, after, interior}` per axis; negative edges cut."
  def pad(ref, value, config) do
    ref =
      config
      |> Enum.with_index()
      |> Enum.reduce(ref, fn {{_, _, interior}, axis}, acc -> interior_pad(acc, axis, interior, value) end)

    before = Enum.map(config, fn {lo, _, _} -> max(lo, 0) end)
    after_ = Enum.map(config, fn {_, hi, _} -> max(hi, 0) end)
    ref = if Enum.all?(before ++ after_, &(&1 == 0)), do: ref, else: Kiln.pad!(ref, before, after_, value)

    if Enum.all?(config, fn {lo, hi, _} -> lo >= 0 and hi >= 0 end) do
      ref
    else
      dims = Tuple.to_list(Kiln.shape!(ref))
      starts = Enum.map(config, fn {lo, _, _} -> max(-lo, 0) end)
      stops = Enum.zip_with(dims, config, fn d, {_, hi, _} -> d - max(-hi, 0) end)
      Kiln.slice!(ref, starts, stops, nil)
    end
  end

  # `interior` values between neighbours on `axis`: each element gets a trailing run of them
  # (a new axis padded after), the axes merge, and the last run is cut.
  defp interior_pad(ref, _axis, 0, _value), do: ref

  defp interior_pad(ref, axis, interior, value) do
    dims = Tuple.to_list(Kiln.shape!(ref))
    n = Enum.at(dims, axis)

    if n == 0 do
      ref
    else
      rank = length(dims)
      zeros = List.duplicate(0, rank + 1)
      spread = Kiln.pad!(Kiln.expand_dims!(ref, [axis + 1]), zeros, List.replace_at(zeros, axis + 1, interior), value)
      merged = Kiln.reshape!(spread, List.replace_at(dims, axis, n * (interior + 1)))
      slice_axis(merged, dims |> List.replace_at(axis, n * (interior + 1)), axis, 0, n * (interior + 1) - interior)
    end
  end

  defp slice_axis(ref, dims, axis, start, stop) do
    starts = dims |> Enum.map(fn _ -> 0 end) |> List.replace_at(axis, start)
    Kiln.slice!(ref, starts, List.replace_at(dims, axis, stop), nil)
  end

  @doc "Nx.slice with start indices (numbers or scalar tensors) clamped so the slice fits."
  def slice(ref, shape, starts, lengths, strides) do
    starts = clamp_starts(starts, shape, lengths)
    Kiln.slice!(ref, starts, Enum.zip_with(starts, lengths, &(&1 + &2)), strides)
  end

  @doc "Nx.put_slice: `slice` written over `ref` at clamped `starts`."
  def put_slice(ref, shape, starts, slice, slice_shape, device) do
    lengths = Tuple.to_list(slice_shape)
    before = clamp_starts(starts, shape, lengths)
    after_ = Enum.zip_with([Tuple.to_list(shape), before, lengths], fn [d, s, l] -> d - s - l end)
    mask = Kiln.pad!(Kiln.ones!(slice_shape, :bool, device: device), before, after_, 0)
    Kiln.where!(mask, Kiln.pad!(slice, before, after_, 0), ref)
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

  @doc "Nx.to_batched: batches of `batch` along axis 0; `:repeat` fills the last from the start."
  def to_batched(out, ref, device, batch, leftover) do
    dims = Tuple.to_list(Kiln.shape!(ref))
    n = hd(dims)
    full = div(n, batch)
    left = rem(n, batch)
    batches = for i <- 0..(full - 1)//1, do: slice_axis(ref, dims, 0, i * batch, (i + 1) * batch)

    batches =
      if left != 0 and leftover == :repeat do
        tail = Kiln.concatenate!([slice_axis(ref, dims, 0, full * batch, n), slice_axis(ref, dims, 0, 0, batch - left)], 0)
        batches ++ [tail]
      else
        batches
      end

    Enum.map(batches, &wrap(out, &1, device))
  end
end
