defmodule Kiln.Backend.Conv do
  @moduledoc false
  # Nx.conv as im2col + one matmul: the input (permuted to {batch, channels, spatial...}) is
  # dilated and padded, each kernel position becomes one strided slice, the slices stack into
  # patches {batch, channels * positions, outputs}, and the kernel, flattened to
  # {filters, channels * positions}, multiplies them. Grouped convolutions are left to the fallback.

  import Kiln.Backend.Native, only: [argsort: 1]
  alias Kiln.Backend.{Shape, Window}

  @max_positions 256

  @doc "Whether this convolution is composed here."
  def supported?(kernel_shape, opts) do
    opts[:feature_group_size] == 1 and opts[:batch_group_size] == 1 and
      kernel_shape |> Tuple.to_list() |> Enum.drop(2) |> Enum.product() <= @max_positions
  end

  @doc "The convolution of Kiln tensors `input` and `kernel` (both of the result's type)."
  def conv(input, kernel, opts) do
    x = Kiln.transpose!(input, opts[:input_permutation])
    w = Kiln.transpose!(kernel, opts[:kernel_permutation])
    [filters, _channels | window] = Tuple.to_list(Kiln.shape!(w))

    dilate_and_pad =
      Enum.zip_with(opts[:padding], opts[:input_dilation], fn {lo, hi}, d -> {lo, hi, d - 1} end)

    x = Shape.pad(x, 0, [{0, 0, 0}, {0, 0, 0} | dilate_and_pad])
    [batch, channels | spatial] = Tuple.to_list(Kiln.shape!(x))
    strides = opts[:strides]
    dilations = opts[:kernel_dilation]

    outputs =
      Enum.zip_with([spatial, window, strides, dilations], fn [n, k, s, d] -> div(n - (k - 1) * d - 1, s) + 1 end)

    patches =
      x
      |> Window.views([batch, channels], window, dilations, outputs, strides)
      |> Kiln.stack!(2)
      |> Kiln.reshape!([batch, channels * Enum.product(window), Enum.product(outputs)])

    w
    |> Kiln.reshape!([filters, channels * Enum.product(window)])
    |> Kiln.matmul!(patches)
    |> Kiln.reshape!([batch, filters | outputs])
    |> Kiln.transpose!(argsort(opts[:output_permutation]))
  end
end
