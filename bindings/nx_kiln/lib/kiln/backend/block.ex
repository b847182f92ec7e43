defmodule Kiln.Backend.Block do
  @moduledoc false
  # Nx.block/4's computations (the `Nx.Block.*` structs Nx 0.12+ hands to a backend's block/4) on
  # Kiln's own ops: linear algebra (kiln_linalg_*), top_k, take, cumulative scans, the Fourier
  # transforms, all_close, phase and logical_not. A block Kiln has no op for, or one whose
  # operands Kiln refuses (a dtype), runs Nx's default implementation, the `fun` Nx gives, on
  # the same tensors, in a `[:kiln, :fallback]` telemetry span naming the block: its ops are
  # Kiln.Backend callbacks again, so it stays on the device.

  alias Nx.Tensor, as: T
  alias Kiln.Backend.{LinAlg, Math}
  alias Nx.Block, as: B
  import Kiln.Backend.Native

  def run(struct, out, args, fun) do
    try do
      native(struct, out, args)
    rescue
      e in Kiln.Error ->
        if e.status in [:unsupported_dtype, :unsupported], do: default(struct, args, fun), else: reraise(e, __STACKTRACE__)
    catch
      :no_native -> default(struct, args, fun)
    end
  end

  defp default(struct, args, fun) do
    device = device_of(args) || Kiln.Backend.Device.label(nil)
    meta = %{op: block_name(struct), device: device}
    :telemetry.span([:kiln, :fallback], meta, fn -> {apply(fun, [struct | args]), meta} end)
  end

  # Nx.Block.LinAlg.QR -> :qr, Nx.Block.CumulativeSum -> :cumulative_sum.
  defp block_name(%module{}) do
    module |> Module.split() |> List.last() |> Macro.underscore() |> String.to_atom()
  end

  ## Linear algebra (LAPACK on the CPU; small cholesky/lu/triangular_solve on Vulkan)

  # Nx's algorithm and rounding (LinAlg), not LAPACK's potrf: the digits are Nx's.
  defp native(%B.LinAlg.Cholesky{}, out, [t]), do: wrap(out, LinAlg.cholesky(k(t, out.type)), device(t))

  # Nx's lu is partial pivoting, LAPACK's (getrf): the same p, l and u.
  defp native(%B.LinAlg.LU{}, {p, l, u}, [t]) do
    {rp, rl, ru} = Kiln.linalg_lu!(k(t, l.type))
    {wrap(p, rp, device(t)), wrap(l, rl, device(t)), wrap(u, ru, device(t))}
  end

  defp native(%B.LinAlg.QR{mode: mode}, {q, r}, [t]) do
    {rq, rr} = Kiln.linalg_qr!(k(t, q.type), complete: mode == :complete)
    {wrap(q, rq, device(t)), wrap(r, rr, device(t))}
  end

  defp native(%B.LinAlg.SVD{full_matrices?: full}, {u, s, vt}, [t]) do
    {ru, rs, rvt} = Kiln.linalg_svd!(k(t, u.type), full_matrices: full)
    {ru, rvt} = LinAlg.svd_signs(ru, rvt)
    rs = LinAlg.rank_zeros(rs, t.shape)
    {wrap(u, ru, device(t)), wrap(s, rs, device(t)), wrap(vt, rvt, device(t))}
  end

  defp native(%B.LinAlg.Eigh{eps: eps}, {w, v}, [t]) do
    {rw, rv} = t |> k(w.type) |> Kiln.linalg_eigh!() |> LinAlg.eigh_order(eps)
    {wrap(w, rw, device(t)), wrap(v, rv, device(t))}
  end

  defp native(%B.LinAlg.Solve{}, out, [a, b]) do
    {[a, b], dev} = on_kiln([a, b])
    # Nx's b may be a batch of vectors [..., n]; Kiln takes a 1-d b or matrices [..., n, k].
    vectors = tuple_size(b.shape) == tuple_size(a.shape) - 1 and tuple_size(b.shape) > 1
    bk = if vectors, do: Kiln.expand_dims!(k(b, out.type), [-1]), else: k(b, out.type)
    x = Kiln.linalg_solve!(k(a, out.type), bk)
    wrap(out, if(vectors, do: Kiln.squeeze!(x, [-1]), else: x), dev)
  end

  defp native(%B.LinAlg.Determinant{}, out, [t]), do: wrap(out, LinAlg.determinant(k(t), dtype(out.type)), device(t))

  ## Selection and indexing

  defp native(%B.TopK{k: count}, {values, indices}, [t]) do
    {v, i} = Kiln.top_k!(k(t), count)
    {wrap(values, v, device(t)), wrap(indices, i, device(t))}
  end

  defp native(%B.Take{axis: axis}, out, [t, indices]) do
    {[t, indices], dev} = on_kiln([t, indices])
    wrap(out, Kiln.take!(k(t, out.type), k(indices), axis), dev)
  end

  defp native(%B.TakeAlongAxis{axis: axis}, out, [t, indices]) do
    {[t, indices], dev} = on_kiln([t, indices])
    wrap(out, Kiln.take_along_axis!(k(t, out.type), k(indices), axis), dev)
  end

  ## Scans: kiln_cumulative_* (one kernel each; integers accumulate in their own type, as Nx)

  for {struct, kiln} <- [
        {B.CumulativeSum, :cumulative_sum},
        {B.CumulativeProduct, :cumulative_product},
        {B.CumulativeMin, :cumulative_min},
        {B.CumulativeMax, :cumulative_max}
      ] do
    defp native(%unquote(struct){axis: axis, reverse: reverse}, out, [t]) do
      wrap(out, Kiln.unquote(:"#{kiln}!")(k(t, out.type), axis: axis, reverse: reverse), device(t))
    end
  end

  ## Fourier transforms

  defp native(%B.FFT2{axes: axes, lengths: lengths, eps: eps}, out, [t]), do: fourier(out, t, axes, lengths, false, eps)
  defp native(%B.IFFT2{axes: axes, lengths: lengths, eps: eps}, out, [t]), do: fourier(out, t, axes, lengths, true, eps)

  defp native(%B.RFFT{axis: axis, length: length, eps: eps}, %T{type: {:c, bits}} = out, [t]) do
    z = Kiln.rfft!(k(t, {:f, div(bits, 2)}), axes: [axis], lengths: [length])
    wrap(out, zero_small(z, out.type, eps, device(t)), device(t))
  end

  # Nx keeps the first length/2 + 1 values of the spectrum (padding with zeros) and ignores the
  # imaginary parts a real signal's spectrum cannot have, as kiln_irfft (numpy's irfft) does.
  defp native(%B.IRFFT{axis: axis, length: length, eps: eps}, %T{type: {:f, bits}} = out, [t]) do
    x = Kiln.irfft!(k(t, {:c, 2 * bits}), axes: [axis], lengths: [length])
    wrap(out, zero_small(x, out.type, eps, device(t)), device(t))
  end

  ## Elementwise

  defp native(%B.LogicalNot{}, out, [t]), do: wrap(out, Kiln.logical_not!(k(t)), device(t))
  defp native(%B.Phase{}, out, [%T{type: {:c, _}} = t]), do: wrap(out, Kiln.angle!(k(t)), device(t))

  # |a - b| <= atol + rtol |b| where finite; infinities equal only to themselves; NaNs equal to
  # each other with equal_nan. Integers compare in float64 where the device has it (Nx widens
  # before abs: |-128| overflows s8). One fused kernel and a reduction.
  defp native(%B.AllClose{equal_nan: equal_nan, rtol: rtol, atol: atol}, out, [a, b]) do
    {[a, b], dev} = on_kiln([a, b])
    type = Nx.Type.merge(a.type, b.type)
    {ka, kb} = {k(a, type), k(b, type)}

    {ka, kb} =
      if Nx.Type.integer?(type), do: {Kiln.astype!(ka, Math.wide_dtype(ka)), Kiln.astype!(kb, Math.wide_dtype(ka))}, else: {ka, kb}

    close = Kiln.less_equal!(Kiln.abs!(Kiln.subtract!(ka, kb)), Kiln.add!(Kiln.multiply!(Kiln.abs!(kb), rtol), atol))
    infinite = Kiln.logical_or!(Kiln.isinf!(ka), Kiln.isinf!(kb))
    close = Kiln.where!(infinite, Kiln.equal!(ka, kb), close)
    close = if equal_nan, do: Kiln.logical_or!(close, Kiln.logical_and!(Kiln.isnan!(ka), Kiln.isnan!(kb))), else: close
    wrap(out, Kiln.all!(close), dev)
  end

  defp native(_struct, _out, _args), do: throw(:no_native)

  @doc "Nx's fft/ifft over `axes` with `lengths`, in out's complex type, `eps` applied (`zero_small/4`)."
  def fourier(out, t, axes, lengths, inverse, eps) do
    z = Kiln.fft!(k(t, out.type), axes: axes, lengths: lengths, inverse: inverse)
    wrap(out, zero_small(z, out.type, eps, device(t)), device(t))
  end

  # Nx's :eps option: values (complex: parts) within eps of zero become +0.0, as BinaryBackend
  # returns them (the inverse's conjugated twiddles leave -0.0 where the exact result is 0). One
  # fused kernel, over a complex tensor's float pairs.
  defp zero_small(x, _type, nil, _device), do: x

  defp zero_small(z, {:c, bits} = type, eps, device) do
    part = {:f, div(bits, 2)}
    from_parts(zero_small(parts(z, part), part, eps, device), type)
  end

  defp zero_small(x, type, eps, device) do
    Kiln.where!(Kiln.less_equal!(Kiln.abs!(x), eps), full({}, 0, type, device), x)
  end
end
