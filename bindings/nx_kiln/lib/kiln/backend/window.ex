defmodule Kiln.Backend.Window do
  @moduledoc false
  # Nx's window reductions and window_scatter_max/min on Kiln's window ops.

  @doc "`op` (:sum, :product, :max, :min) over windows of `ref` (already of the result's type)."
  def reduce(op, ref, window_dims, opts) do
    {low, high} = padding(opts, tuple_size(window_dims))
    opts = [strides: opts[:strides], padding_low: low, padding_high: high, dilation: opts[:window_dilations]]

    case op do
      :sum -> Kiln.window_sum!(ref, window_dims, opts)
      :product -> Kiln.window_product!(ref, window_dims, opts)
      :max -> Kiln.window_max!(ref, window_dims, opts)
      :min -> Kiln.window_min!(ref, window_dims, opts)
    end
  end

  @doc """
  window_scatter_max/min (`op` :max or :min): `source` of the result's type, `init` a number.

  As Nx's reference (Nx.BinaryBackend) defines them: the input is padded with `init`, whose
  positions compete in each window like any other, and a window that selects one scatters
  nothing. Kiln's op never selects padding (XLA's rule), so the padding is made here, the
  windows run unpadded and the result is cut back to the input's extent.
  """
  def scatter(op, ref, source, init, window_dims, opts) do
    {low, high} = padding(opts, tuple_size(window_dims))
    dims = Tuple.to_list(Kiln.shape!(ref))
    padded? = Enum.any?(low ++ high, &(&1 != 0))
    padded = if padded?, do: Kiln.pad!(ref, low, high, init), else: ref
    zeros = List.duplicate(0, length(dims))
    opts = [strides: opts[:strides], padding_low: zeros, padding_high: zeros]

    result =
      case op do
        :max -> Kiln.window_scatter_max!(padded, source, init, window_dims, opts)
        :min -> Kiln.window_scatter_min!(padded, source, init, window_dims, opts)
      end

    if padded?, do: Kiln.slice!(result, low, Enum.zip_with(low, dims, &(&1 + &2))), else: result
  end

  defp padding(opts, rank) do
    case opts[:padding] do
      nil -> {List.duplicate(0, rank), List.duplicate(0, rank)}
      pads -> Enum.unzip(pads)
    end
  end
end
