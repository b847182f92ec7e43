defmodule Kiln.Backend.Linear do
  @moduledoc false
  # Nx's general dot (contraction and batch axes on both sides) is Kiln's dot_general, whose
  # result axes are Nx's (batch, left free, right free): one batched matrix product on views,
  # integer dtypes included.

  def dot(left, c1, b1, right, c2, b2), do: Kiln.dot_general!(left, c1, b1, right, c2, b2)
end
