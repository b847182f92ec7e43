defmodule Kiln.Backend.LinAlg do
  @moduledoc false
  # Nx's conventions where a decomposition is not unique, on Kiln tensors and with Kiln ops only
  # (so on the device, with no host round trip):
  #
  # - svd: the singular vectors' signs: each right singular vector (a row of vt) has its
  #   largest-magnitude component positive (the first on ties), and u's matching column follows
  #   it, so u diag(s) vt is unchanged.
  # - eigh: the eigenvalues by decreasing magnitude (a stable sort of LAPACK's ascending ones),
  #   the eigenvectors' columns with them, and parts within the `:eps` option of zero made 0,
  #   as Nx.LinAlg.BlockEigh (the default every Nx backend without its own eigh runs) returns them;
  #   each real eigenvector (a column) has its largest-magnitude component positive (the first on
  #   ties), as svd's singular vectors.
  # - svd: singular values below the numerical rank's threshold (max(m, n) eps s_max, as
  #   numpy.linalg.matrix_rank draws it) are 0, as Nx's own svd reports a rank-deficient matrix's
  #   (its eigh zeroes them); LAPACK's are rounding noise there (1e-7 s_max in float32), which
  #   Nx's pinv and least_squares, cutting at an absolute 1e-10, would invert.
  # - cholesky: Nx's own algorithm (Nx.LinAlg.Cholesky, which BinaryBackend runs), column by
  #   column: l[j][j] = sqrt(a[j][j] - sum), l[i][j] = (a[i][j] - sum) / (l[j][j] + eps), each
  #   step rounded to the input's type as Nx's ops round it (the sums, Nx dots, in float64 where
  #   the device holds it), so the digits are Nx's. LAPACK's potrf rounds differently.
  # - determinant: Nx's own formulas (the products of the diagonals for 2x2 and 3x3, in the
  #   input's type; for larger, the product of lu's diagonal and the permutation's sign), so
  #   exact inputs give exact determinants. Nx 0.13's lu is LAPACK's partial pivoting (the first
  #   largest |pivot|), which kiln_linalg_lu is: its p, l and u are Nx's.

  alias Kiln.Backend.Math

  @doc "Nx's determinant of `a` [..., n, n], of `dtype` (the result's float type)."
  def determinant(a, dtype) do
    n = a |> Kiln.shape!() |> Tuple.to_list() |> List.last()

    case n do
      2 -> a |> diagonal_products([diagonal(0, 2)], [diagonal(1, 2)]) |> Kiln.astype!(dtype)
      3 -> a |> diagonal_products(for(k <- 0..2, do: diagonal(k, 3)), for(k <- 0..2, do: anti_diagonal(k, 3))) |> Kiln.astype!(dtype)
      _ -> lu_determinant(a, dtype)
    end
  end

  @doc "`{u, vt}` with Nx's signs (see the module's comment); u diag(s) vt is unchanged."
  def svd_signs(u, vt) do
    vt_shape = Kiln.shape!(vt)
    u_shape = Kiln.shape!(u)
    rank = tuple_size(vt_shape)
    rows = elem(vt_shape, rank - 2)
    u_cols = elem(u_shape, rank - 1)

    # sign [..., rows, 1]: -1 where the row's leading component is negative.
    {sign, vt} = leading_positive(vt)
    # u's columns: vt's rows' signs, cut or padded with ones where u has another count.
    column_sign = swap_last(sign)

    column_sign =
      cond do
        u_cols == rows -> column_sign
        u_cols < rows -> Kiln.take!(column_sign, Kiln.arange!(0, u_cols, 1, :int64, device: Kiln.device!(vt)), rank - 1)
        true -> Kiln.pad!(column_sign, List.duplicate(0, rank), List.duplicate(0, rank - 1) ++ [u_cols - rows], 1)
      end

    # Adding 0.0 turns the -0.0 of a flipped zero into 0.0.
    {u |> Kiln.multiply!(column_sign) |> Kiln.add!(0.0), vt}
  end

  @doc "Singular values `s` [..., k] of matrices of `shape` with Nx's zeros (see the module's comment)."
  def rank_zeros(s, shape) do
    rank = tuple_size(shape)
    size = max(elem(shape, rank - 2), elem(shape, rank - 1))
    eps = if Kiln.dtype!(s) == :float64, do: 2.220446049250313e-16, else: 1.1920929e-7
    cut = s |> Kiln.max!(axes: [-1], keepdims: true) |> Kiln.multiply!(size * eps)
    Kiln.where!(Kiln.less!(s, cut), scalar(s, 0), s)
  end

  @doc "LAPACK's `{w, v}` in Nx's order, with Nx's `eps` (see the module's comment)."
  def eigh_order({w, v}, eps) do
    order = Kiln.argsort!(Kiln.abs!(w), axis: -1, descending: true)
    w = Kiln.take_along_axis!(w, order, -1)
    v = v |> Kiln.take_along_axis!(Kiln.expand_dims!(order, [-2]), -1) |> column_signs()
    {approximate_zeros(w, eps), approximate_zeros(v, eps)}
  end

  # v's columns with their largest-magnitude component positive (real v; complex v unchanged).
  defp column_signs(v) do
    if Kiln.dtype!(v) in [:complex64, :complex128] do
      v
    else
      v |> swap_last() |> leading_positive() |> elem(1) |> swap_last()
    end
  end

  # The rows of x [..., rows, n] times their signs [..., rows, 1]: each row's largest-magnitude
  # component (the first on ties) made positive. Adding 0.0 turns a flipped zero's -0.0 into 0.0.
  defp leading_positive(x) do
    lead = Kiln.take_along_axis!(x, Kiln.argmax!(Kiln.abs!(x), axes: [-1], keepdims: true), -1)
    sign = Kiln.where!(Kiln.less!(lead, 0), scalar(x, -1), scalar(x, 1))
    {sign, x |> Kiln.multiply!(sign) |> Kiln.add!(0.0)}
  end

  # Nx's approximate_zeros: |x| <= eps (complex: the magnitude) becomes 0.
  defp approximate_zeros(x, eps), do: Kiln.where!(Kiln.less_equal!(Kiln.abs!(x), eps), scalar(x, 0), x)

  @doc "Nx's cholesky of `a` [..., n, n] (a float type), as Nx.LinAlg.Cholesky computes it."
  def cholesky(a, eps \\ 1.0e-10) do
    device = Kiln.device!(a)
    shape = Kiln.shape!(a)
    n = shape |> Tuple.to_list() |> List.last()
    wide = Math.wide_dtype(a)
    rows = Kiln.arange!(0, n, 1, :int64, device: device) |> Kiln.reshape!([n, 1])
    cols = Kiln.reshape!(rows, [1, n])
    zero = Kiln.full!(shape, 0, Kiln.dtype!(a), device: device)

    l =
      Enum.reduce(0..(n - 1), zero, fn j, l ->
        # sums[i] = l[i][:j] . l[j][:j] (columns j.. of l are still 0), as an Nx dot rounds it.
        l_j = row(l, j, device)
        sums = l |> Kiln.astype!(wide) |> Kiln.multiply!(Kiln.astype!(l_j, wide)) |> Kiln.sum!(axes: [-1], keepdims: true)
        residual = Kiln.subtract!(column(a, j, device), Kiln.astype!(sums, Kiln.dtype!(a)))
        diagonal = residual |> row(j, device) |> Kiln.sqrt!()
        below = Kiln.divide!(residual, Kiln.add!(diagonal, eps))
        value = Kiln.where!(Kiln.equal!(rows, j), diagonal, below)
        Kiln.where!(Kiln.logical_and!(Kiln.greater_equal!(rows, j), Kiln.equal!(cols, j)), value, l)
      end)

    Kiln.where!(Kiln.less_equal!(Kiln.abs!(l), eps), scalar(l, 0), l)
  end

  # A 0-d tensor of `value` in `like`'s dtype, on its device.
  defp scalar(like, value), do: Kiln.full!([], value, Kiln.dtype!(like), device: Kiln.device!(like))

  # The last two axes swapped.
  defp swap_last(x) do
    rank = tuple_size(Kiln.shape!(x))
    Kiln.transpose!(x, Enum.to_list(0..(rank - 3)//1) ++ [rank - 1, rank - 2])
  end

  # Row k [..., 1, n] and column k [..., n, 1] of a matrix.
  defp row(x, k, device), do: Kiln.take!(x, index(k, device), -2)
  defp column(x, k, device), do: Kiln.take!(x, index(k, device), -1)
  defp index(k, device), do: Kiln.full!([1], k, :int64, device: device)

  ## determinant

  # The sum of the products along `plus` diagonals minus those along `minus` ones, as Nx's
  # determinant_2by2/3by3 (products left to right, sums in order). Each diagonal is a list of
  # {row, column} positions.
  defp diagonal_products(a, plus, minus) do
    product = fn positions ->
      positions |> Enum.map(fn {i, j} -> element(a, i, j) end) |> Enum.reduce(&Kiln.multiply!(&2, &1))
    end

    [first | rest] = Enum.map(plus, product)
    sum = Enum.reduce(rest, first, &Kiln.add!(&2, &1))
    Enum.reduce(Enum.map(minus, product), sum, &Kiln.subtract!(&2, &1))
  end

  # The diagonals of Nx's [n, 2n] tiling, from column k, and of its column-reversed copy.
  defp diagonal(k, n), do: for(i <- 0..(n - 1), do: {i, rem(i + k, n)})
  defp anti_diagonal(k, n), do: for(i <- 0..(n - 1), do: {i, rem(2 * n - 1 - i - k, n)})

  defp element(a, i, j) do
    rank = tuple_size(Kiln.shape!(a))
    device = Kiln.device!(a)
    a |> Kiln.take!(Kiln.full!([], i, :int64, device: device), rank - 2) |> Kiln.take!(Kiln.full!([], j, :int64, device: device), rank - 2)
  end

  # As Nx's determinant_NbyN: the product of u's diagonal (in `dtype`, as lu returns it) times
  # the permutation's sign, 0 where a diagonal element is 0.
  defp lu_determinant(a, dtype) do
    device = Kiln.device!(a)
    {p, _l, u} = Kiln.linalg_lu!(a)
    n = u |> Kiln.shape!() |> Tuple.to_list() |> List.last()
    diagonal = u |> Kiln.astype!(dtype) |> Kiln.multiply!(Kiln.eye!(n, dtype: dtype, device: device)) |> Kiln.sum!(axes: [-1])
    is_zero = Kiln.any!(Kiln.equal!(diagonal, 0), axes: [-1])
    # The permutation (row perm[j] of a is row j of l u), and its parity: its inversions.
    perm = Kiln.argmax!(p, axes: [-2])
    later = Kiln.less!(Kiln.reshape!(Kiln.arange!(0, n, 1, :int64, device: device), [n, 1]), Kiln.arange!(0, n, 1, :int64, device: device))
    inversions = Kiln.logical_and!(Kiln.greater!(Kiln.expand_dims!(perm, [-1]), Kiln.expand_dims!(perm, [-2])), later)
    parity = inversions |> Kiln.astype!(:int64) |> Kiln.sum!(axes: [-2, -1])
    odd = Kiln.equal!(Kiln.bitwise_and!(parity, 1), 1)
    determinant = Kiln.prod!(diagonal, axes: [-1])
    determinant = Kiln.where!(odd, Kiln.negative!(determinant), determinant)
    Kiln.where!(is_zero, scalar(determinant, 0), determinant)
  end
end
