defmodule Kiln.Backend.Math do
  @moduledoc false
  # Elementwise functions Nx has and Kiln may lack, on Kiln float tensors. Each uses Kiln's own
  # op when the loaded library has it (wave 2 adds asin ... erfc), else composes it from Kiln
  # ops. Compositions run in float64 where the device holds it (else float32) and round back, as
  # Nx.BinaryBackend computes in float64: their intermediates neither overflow nor lose digits.
  # The inverse functions of complex tensors (Kiln leaves them undefined) are composed from
  # Kiln's complex ops likewise, in complex128 where the device holds float64.

  @composed [:cosh, :sinh, :acos, :asin, :atan, :acosh, :asinh, :atanh, :cbrt, :erfc]
  # Nx's own definition, which Kiln's op computes otherwise (see unary(:erf_inv, x)).
  @nx_defined [:erf_inv]
  # Kiln leaves these undefined for complex: composed from its complex ops (Complex's formulas).
  @inverse [:acos, :asin, :atan, :acosh, :asinh, :atanh]

  @doc "The unary functions this module computes."
  def names, do: @composed ++ @nx_defined

  @doc "`name` of the Kiln float (or complex, for the inverse functions) tensor `x`."
  def unary(name, x) when name in @inverse do
    case Kiln.dtype!(x) do
      complex when complex in [:complex64, :complex128] ->
        wide = if wide_dtype(x) == :float64, do: :complex128, else: :complex64
        widened(x, complex, wide, &compose_complex(&1, name))

      _ ->
        real_unary(name, x)
    end
  end

  def unary(name, x) when name in @composed, do: real_unary(name, x)

  # Below float64, Nx's erf_inv is Giles' single-precision approximation (M. Giles,
  # "Approximating the erfinv function", GPU Computing Gems), which Nx.BinaryBackend
  # (Complex.erf_inv, in doubles) and XLA evaluate: with its steps here, in float64 where the
  # device holds it and rounded once, Nx.Random.normal draws the same samples for a key as on
  # those backends (Kiln's correctly rounded erf_inv is up to 2 ulp away from the approximation).
  # float64 keeps Kiln's accurate op: the approximation is accurate to float32 only.
  def unary(:erf_inv, x) do
    case Kiln.dtype!(x) do
      :float64 -> Kiln.erf_inv!(x)
      dtype -> widened(x, dtype, wide_dtype(x), &giles_erf_inv/1)
    end
  end

  defp real_unary(name, x) do
    case native(name, x) do
      {:ok, result} -> result
      :none -> widened(x, Kiln.dtype!(x), wide_dtype(x), &compose(&1, name))
    end
  end

  # `fun` of x computed in `wide` and rounded back to `dtype`.
  defp widened(x, dtype, wide, fun) do
    if dtype == wide, do: fun.(x), else: x |> Kiln.astype!(wide) |> fun.() |> Kiln.astype!(dtype)
  end

  # Kiln's op, when the binding has it and the loaded library answers it.
  defp native(name, x) do
    if has_op?(name) do
      case apply(Kiln, name, [x]) do
        {:ok, result} -> {:ok, result}
        {:error, %Kiln.Error{status: :unsupported}} -> :none
        {:error, error} -> raise error
      end
    else
      :none
    end
  end

  @doc """
  Nx's round of a Kiln float tensor: halves away from zero, and +0.0 where the result is a zero
  (BinaryBackend rounds through Erlang's integers, so -0.4 and -0.0 give 0.0, not -0.0).
  """
  def round(x), do: x |> Kiln.round_half_away!() |> Kiln.add!(0.0)

  # float64 when the tensor's device holds it (bit 12 of dtype_mask), else float32.
  @doc false
  def wide_dtype(x) do
    device = Kiln.device!(x)
    key = {__MODULE__, :wide, Kiln.Device.info!(device).label}

    case :persistent_term.get(key, nil) do
      nil ->
        mask = Kiln.Device.info!(device).dtype_mask
        wide = if Bitwise.band(mask, Bitwise.bsl(1, 12)) != 0, do: :float64, else: :float32
        :persistent_term.put(key, wide)
        wide

      wide ->
        wide
    end
  end

  defp has_op?(name) do
    key = {__MODULE__, :has_op, name}

    case :persistent_term.get(key, nil) do
      nil ->
        Code.ensure_loaded(Kiln)
        has = function_exported?(Kiln, name, 1)
        :persistent_term.put(key, has)
        has

      has ->
        has
    end
  end

  # |x| beyond this: asinh/acosh are log(2|x|) (x² would overflow float32).
  @large 1.0e8

  defp compose(x, :sinh), do: x |> Kiln.expm1!() |> Kiln.subtract!(Kiln.expm1!(Kiln.negative!(x))) |> Kiln.divide!(2)
  defp compose(x, :cosh), do: x |> Kiln.exp!() |> Kiln.add!(Kiln.exp!(Kiln.negative!(x))) |> Kiln.divide!(2)
  defp compose(x, :atan), do: Kiln.atan2!(x, 1)
  defp compose(x, :asin), do: Kiln.atan2!(x, one_minus_square_root(x))
  defp compose(x, :acos), do: Kiln.atan2!(one_minus_square_root(x), x)

  defp compose(x, :asinh) do
    ax = Kiln.abs!(x)
    # log1p(|x| + x²/(1 + sqrt(1 + x²))) keeps small x exact.
    sq = Kiln.square!(ax)
    small = Kiln.log1p!(Kiln.add!(ax, Kiln.divide!(sq, Kiln.add!(Kiln.sqrt!(Kiln.add!(sq, 1)), 1))))
    Kiln.multiply!(Kiln.sign!(x), large_or(ax, small))
  end

  defp compose(x, :acosh) do
    # log1p((x - 1) + sqrt((x - 1)(x + 1))); x < 1 gives NaN through the square root.
    xm1 = Kiln.subtract!(x, 1)
    small = Kiln.log1p!(Kiln.add!(xm1, Kiln.sqrt!(Kiln.multiply!(xm1, Kiln.add!(x, 1)))))
    large_or(x, small)
  end

  defp compose(x, :atanh) do
    x |> Kiln.multiply!(2) |> Kiln.divide!(Kiln.subtract!(1, x)) |> Kiln.log1p!() |> Kiln.multiply!(0.5)
  end

  defp compose(x, :cbrt) do
    # |x|^(1/3) with the sign put back, then one Newton step (pow's 1/3 is not exactly a third).
    ax = Kiln.abs!(x)
    y = Kiln.power!(ax, 1 / 3)
    step = Kiln.divide!(Kiln.subtract!(Kiln.multiply!(Kiln.square!(y), y), ax), Kiln.multiply!(Kiln.square!(y), 3))
    finite = Kiln.logical_and!(Kiln.isfinite!(step), Kiln.greater!(ax, 0))
    refined = Kiln.where!(finite, Kiln.subtract!(y, step), y)
    Kiln.multiply!(Kiln.sign!(x), refined)
  end

  defp compose(x, :erfc), do: Kiln.subtract!(1, Kiln.erf!(x))

  @giles_central [2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087] ++
                   [-0.00125372503, -0.00417768164, 0.246640727, 1.50140941]
  @giles_tail [-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773] ++
                [-0.0076224613, 0.00943887047, 1.00167406, 2.83297682]

  defp giles_erf_inv(z) do
    w = Kiln.subtract!(1, z) |> Kiln.multiply!(Kiln.add!(z, 1)) |> Kiln.log!() |> Kiln.negative!()
    central = horner(Kiln.subtract!(w, 2.5), @giles_central)
    tail = horner(Kiln.subtract!(Kiln.sqrt!(w), 3), @giles_tail)
    p = Kiln.where!(Kiln.less!(w, 5), central, tail)
    # ±1 give ±infinity; + 0.0 makes -0.0 the 0.0 Complex.erf_inv returns for a zero.
    Kiln.where!(Kiln.equal!(Kiln.abs!(z), 1), Kiln.multiply!(z, :infinity), Kiln.multiply!(p, z)) |> Kiln.add!(0.0)
  end

  # c0 t^n + ... + cn in Horner's steps, acc * t + c, as Complex's muladd.
  defp horner(t, [c0, c1 | rest]) do
    Enum.reduce(rest, t |> Kiln.multiply!(c0) |> Kiln.add!(c1), fn c, acc -> acc |> Kiln.multiply!(t) |> Kiln.add!(c) end)
  end

  # The complex library's formulas (Nx.BinaryBackend's complex functions), step by step, in the
  # same order, so the roundings and the branch cuts are its own. Its asin and acos give NaN + NaN
  # for a non-finite part.
  defp compose_complex(z, :asin), do: z |> i_times() |> Kiln.add!(lib_sqrt(Kiln.subtract!(1, square(z)))) |> Kiln.log!() |> minus_i_times() |> finite_or_nan(z)
  defp compose_complex(z, :acos), do: z |> Kiln.add!(lib_sqrt(Kiln.subtract!(square(z), 1))) |> Kiln.log!() |> minus_i_times() |> finite_or_nan(z)
  defp compose_complex(z, :asinh), do: z |> Kiln.add!(lib_sqrt(Kiln.add!(square(z), 1))) |> Kiln.log!()
  defp compose_complex(z, :acosh), do: z |> Kiln.add!(lib_sqrt(Kiln.subtract!(square(z), 1))) |> Kiln.log!()

  defp compose_complex(z, :atan) do
    iz = i_times(z)
    diff = Kiln.subtract!(Kiln.log!(Kiln.subtract!(1, iz)), Kiln.log!(Kiln.add!(1, iz)))
    Kiln.multiply!(complex_scalar(z, 0.0, 0.5), diff)
  end

  defp compose_complex(z, :atanh) do
    ratio = Kiln.divide!(Kiln.add!(1, z), Kiln.subtract!(1, z))
    Kiln.multiply!(complex_scalar(z, 0.5, 0.0), Kiln.log!(ratio))
  end

  # The library's sqrt takes a -0.0 part for +0.0 (it compares with >= 0.0), so -x - 0.0i has
  # the root +i sqrt(x) there (C's csqrt gives -i sqrt(x)): adding +0.0 to both parts does that.
  defp lib_sqrt(z), do: Kiln.sqrt!(Kiln.add!(z, complex_scalar(z, 0.0, 0.0)))

  defp square(z), do: Kiln.multiply!(z, z)
  defp i_times(z), do: Kiln.multiply!(complex_scalar(z, 0.0, 1.0), z)
  defp minus_i_times(z), do: Kiln.multiply!(complex_scalar(z, -0.0, -1.0), z)

  defp finite_or_nan(result, z), do: Kiln.where!(Kiln.isfinite!(z), result, complex_scalar(z, :nan, :nan))

  # A 0-d complex tensor of z's dtype on z's device.
  defp complex_scalar(z, re, im) do
    dtype = Kiln.dtype!(z)
    Kiln.from_binary!(Kiln.DType.encode([Complex.new(re, im)], dtype), dtype, {}, device: Kiln.device!(z))
  end

  # sqrt((1 - x)(1 + x)): more exact than sqrt(1 - x²) near |x| = 1.
  defp one_minus_square_root(x), do: Kiln.sqrt!(Kiln.multiply!(Kiln.subtract!(1, x), Kiln.add!(x, 1)))

  defp large_or(ax, small) do
    large = Kiln.add!(Kiln.log!(ax), :math.log(2))
    Kiln.where!(Kiln.greater!(ax, @large), large, small)
  end
end
