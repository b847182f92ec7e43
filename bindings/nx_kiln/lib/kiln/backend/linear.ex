defmodule Kiln.Backend.Linear do
  @moduledoc false
  # Nx's general dot (contraction and batch axes on both sides) as one Kiln matmul: each operand
  # is transposed to (batch, free, contracted) / (batch, contracted, free) and flattened to 3-d
  # (2-d without batch axes). The caller reshapes the result to Nx's (batch, left free, right free).

  def dot(left, lshape, c1, b1, right, rshape, c2, b2) do
    lfree = free_axes(lshape, c1 ++ b1)
    rfree = free_axes(rshape, c2 ++ b2)
    batch = product(lshape, b1)
    l = flatten(left, lshape, b1 ++ lfree ++ c1, batch, [product(lshape, lfree), product(lshape, c1)])
    r = flatten(right, rshape, b2 ++ c2 ++ rfree, batch, [product(rshape, c2), product(rshape, rfree)])
    Kiln.matmul!(l, r)
  end

  defp free_axes(shape, used), do: Enum.reject(0..(tuple_size(shape) - 1)//1, &(&1 in used))

  defp product(shape, axes), do: Enum.reduce(axes, 1, &(elem(shape, &1) * &2))

  defp flatten(ref, shape, perm, batch, [rows, cols]) do
    ref = if perm == Enum.to_list(0..(tuple_size(shape) - 1)//1), do: ref, else: Kiln.transpose!(ref, perm)
    dims = if batch == 1, do: [rows, cols], else: [batch, rows, cols]
    Kiln.reshape!(ref, dims)
  end
end
