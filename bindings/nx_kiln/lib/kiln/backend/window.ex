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

  @doc "window_scatter_max/min (`op` :max or :min): `source` of the result's type, `init` a number."
  def scatter(op, ref, source, init, window_dims, opts) do
    {low, high} = padding(opts, tuple_size(window_dims))
    opts = [strides: opts[:strides], padding_low: low, padding_high: high]

    case op do
      :max -> Kiln.window_scatter_max!(ref, source, init, window_dims, opts)
      :min -> Kiln.window_scatter_min!(ref, source, init, window_dims, opts)
    end
  end

  defp padding(opts, rank) do
    case opts[:padding] do
      nil -> {List.duplicate(0, rank), List.duplicate(0, rank)}
      pads -> Enum.unzip(pads)
    end
  end
end
