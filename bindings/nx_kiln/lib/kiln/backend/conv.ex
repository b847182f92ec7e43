defmodule Kiln.Backend.Conv do
  @moduledoc false
  # Nx.conv on Kiln's conv op (canonical layout): the operands are permuted with transposes
  # (views), the result permuted back.

  import Kiln.Backend.Native, only: [argsort: 1]

  @doc "The convolution of Kiln tensors `input` and `kernel` (both of the result's type)."
  def conv(input, kernel, opts) do
    x = Kiln.transpose!(input, opts[:input_permutation])
    w = Kiln.transpose!(kernel, opts[:kernel_permutation])
    {low, high} = Enum.unzip(opts[:padding])

    x
    |> Kiln.conv!(w,
      strides: opts[:strides],
      padding_low: low,
      padding_high: high,
      input_dilation: opts[:input_dilation],
      kernel_dilation: opts[:kernel_dilation],
      feature_group_size: opts[:feature_group_size],
      batch_group_size: opts[:batch_group_size]
    )
    |> Kiln.transpose!(argsort(opts[:output_permutation]))
  end
end
