defmodule Kiln do
  @moduledoc """
  Kiln tensors from Elixir: lazy n-dimensional arrays on the CPU or a Vulkan GPU.

  Every function comes in two styles: `fun` returns `{:ok, value}` (or `:ok`) and
  `{:error, %Kiln.Error{}}`; `fun!` returns the value and raises `Kiln.Error`.

      a = Kiln.tensor!([[1, 2, 3], [4, 5, 6]], :float32)
      b = Kiln.arange!(0, 3, 1, :float32)
      c = Kiln.multiply!(Kiln.add!(a, b), a)
      Kiln.to_list!(Kiln.sum!(c, axes: [1]))   #=> [22.0, 94.0]

  Ops only record work; it runs on `eval/1` or when values are read (`to_binary/2`,
  `to_list/1`). Shapes are tuples (as in Nx); dtypes are atoms such as `:float32` (see
  `Kiln.DType`). Binary ops accept a number for one operand: a "weak" scalar (the C API's
  rule, docs/dtypes.md): an integer takes the other operand's dtype, a float a float
  operand's dtype or else `:float32` (`s32 + 0.5` is `f32` 1.5). The unary, binary and reduction ops are defined from the
  API spec (`Kiln.Spec.functions/0`), so every one the library has is here.
  """
  import Kiln.Result, only: [defboth: 2]
  alias Kiln.{Device, DType, Nif, Result, Tensor}

  # Binaries larger than this are shared with the tensor, or copied on a dirty scheduler.
  @large_binary_bytes 64 * 1024

  @doc "The library's version as `{major, minor, patch}`."
  defboth version(), do: Result.wrap(Nif.version())

  @doc """
  What Kiln sees on this machine, the text `kiln-info` prints (`kiln_info_report`): library
  version, devices with their drivers, memory heaps, features, limits, pipeline cache and CPU
  fallbacks. The first thing to look at when a device or driver is not the one expected.
  """
  defboth info(), do: Result.wrap(Nif.info_report())

  # ---------------------------------------------------------------- creation

  @doc """
  A tensor of the elements in `binary`: row-major, native-endian elements of `dtype`, exactly as
  many as `shape` has. Options: `device:` (a `Kiln.Device` or a label; the default device
  otherwise) and `copy:`.

  Binaries over 64 KiB are shared, not copied, where Kiln can (CPU tensors, element-aligned
  data): the tensor keeps the binary alive (and with it, for a sub-binary, the whole binary it
  points into) until the tensor is gone. BEAM binaries are immutable, so sharing is safe.
  `copy: true` always copies, which lets a large parent binary be freed early.
  """
  defboth from_binary(binary, dtype, shape, opts \\ []) do
    opts = Keyword.validate!(opts, [:device, :copy])

    with {:ok, device} <- Device.resolve(opts[:device]) do
      {binary, create} =
        cond do
          # 2- and 4-bit elements: Elixir's bit order to the C API's, copied.
          DType.bits(dtype) < 8 -> {sub_byte_to_kiln(binary, dtype, shape), &Nif.tensor_create/4}
          byte_size(binary) <= @large_binary_bytes -> {binary, &Nif.tensor_create/4}
          opts[:copy] -> {binary, &Nif.tensor_create_dirty/4}
          true -> {binary, &Nif.tensor_share_binary/4}
        end

      Result.map(create.(binary, DType.normalize(dtype), dims(shape), device), &Tensor.wrap/1)
    end
  end

  defp sub_byte_to_kiln(bitstring, dtype, shape) do
    count = shape |> dims() |> Enum.product()
    bits = DType.bits(dtype)

    if bit_size(bitstring) != count * bits,
      do: raise(ArgumentError, "from_binary: #{count} #{DType.name(dtype)} elements need #{count * bits} bits, got #{bit_size(bitstring)}")

    DType.swap_sub_byte_order(bitstring, bits)
  end

  @doc "A tensor from a number or nested lists of numbers (the nesting gives the shape)."
  defboth tensor(data, dtype \\ :float32, opts \\ []) do
    {flat, shape} = flatten(data)

    narrow = DType.normalize(dtype)

    case DType.compute(narrow) do
      ^narrow ->
        from_binary(DType.encode(flat, dtype), dtype, shape, opts)

      wide ->
        # float8 and the sub-byte integers: through their compute type (DType.encode range-checks
        # integers against the narrow dtype first).
        if DType.bits(narrow) < 8, do: DType.encode(flat, narrow)

        with {:ok, t} <- from_binary(DType.encode(flat, wide), wide, shape, opts),
             do: astype(t, narrow)
    end
  end

  @doc "A tensor of zeros."
  defboth zeros(shape, dtype \\ :float32, opts \\ []) do
    opts = Keyword.validate!(opts, [:device])

    with {:ok, device} <- Device.resolve(opts[:device]),
         do: tensor_result(Nif.zeros(dims(shape), DType.normalize(dtype), device))
  end

  @doc "A tensor of ones."
  defboth ones(shape, dtype \\ :float32, opts \\ []) do
    opts = Keyword.validate!(opts, [:device])

    with {:ok, device} <- Device.resolve(opts[:device]),
         do: tensor_result(Nif.ones(dims(shape), DType.normalize(dtype), device))
  end

  @doc "A tensor of one value everywhere."
  defboth full(shape, value, dtype \\ :float32, opts \\ []) do
    opts = Keyword.validate!(opts, [:device])

    with {:ok, device} <- Device.resolve(opts[:device]),
         do: tensor_result(Nif.full(dims(shape), value, DType.normalize(dtype), device))
  end

  @doc "Values from `start` up to (not including) `stop`, `step` apart, as numpy.arange."
  defboth arange(start, stop, step \\ 1, dtype \\ :float32, opts \\ []) do
    opts = Keyword.validate!(opts, [:device])

    with {:ok, device} <- Device.resolve(opts[:device]),
         do: tensor_result(Nif.arange(start, stop, step, DType.normalize(dtype), device))
  end

  @doc "An n x m matrix with ones on diagonal k. Options: `m:` (default n), `k:` (default 0), `dtype:`, `device:`."
  defboth eye(n, opts \\ []) do
    opts = Keyword.validate!(opts, [:device, m: n, k: 0, dtype: :float32])

    with {:ok, device} <- Device.resolve(opts[:device]) do
      tensor_result(Nif.eye(n, opts[:m], opts[:k], DType.normalize(opts[:dtype]), device))
    end
  end

  # ---------------------------------------------------------------- metadata (never evaluates)

  @doc "The shape as a tuple."
  defboth shape(tensor), do: Result.map(Nif.tensor_meta(ref(tensor)), &elem(&1, 1))

  @doc "`{dtype, shape}` in one call (what `dtype/1` and `shape/1` give)."
  defboth meta(tensor), do: Result.wrap(Nif.tensor_meta(ref(tensor)))

  @doc "The dtype atom."
  defboth dtype(tensor), do: Result.wrap(Nif.tensor_dtype(ref(tensor)))

  @doc "The device holding the tensor."
  defboth device(tensor), do: Result.map(Nif.tensor_device(ref(tensor)), &Device.wrap/1)

  @doc "The number of elements."
  defboth size(tensor), do: Result.wrap(Nif.tensor_size(ref(tensor)))

  @doc "The bytes of the elements in compact row-major form."
  defboth nbytes(tensor), do: Result.wrap(Nif.tensor_nbytes(ref(tensor)))

  @doc "Whether the tensor's values have been computed; raises `Kiln.Error` on a released tensor."
  def evaluated?(tensor), do: Result.unwrap!(Nif.tensor_is_evaluated(ref(tensor)))

  # ---------------------------------------------------------------- evaluation, reading, lifetime

  @doc "Computes a tensor or a list of tensors (each shared node once); returns them."
  defboth eval(tensors) do
    case Nif.tensor_eval(tensors |> List.wrap() |> Enum.map(&ref/1)) do
      :ok -> {:ok, tensors}
      error -> Result.wrap(error)
    end
  end

  @doc """
  Starts computing a tensor or a list of tensors and returns them once a GPU has the work queued,
  without waiting for it (MLX's `async_eval`); on the CPU the work is done on return. Reading
  them, or `eval/1`, waits; an eval queued next on the same device reads them without waiting,
  so a loop of steps keeps the GPU busy while the next step is built. A failure found by the
  work after the launch (a singular matrix) is returned by what next needs the results.
  """
  defboth eval_async(tensors) do
    case Nif.tensor_eval_async(tensors |> List.wrap() |> Enum.map(&ref/1)) do
      :ok -> {:ok, tensors}
      error -> Result.wrap(error)
    end
  end

  @doc """
  The elements as a binary (row-major, native-endian). By default the binary shares the
  library's memory (no copy; the memory stays alive while the binary does, even after the
  tensor is released). `copy: true` copies into a fresh binary instead.
  """
  defboth to_binary(tensor, opts \\ []) do
    opts = Keyword.validate!(opts, [:copy])

    with {:ok, dtype} <- dtype(tensor),
         bits when bits < 8 <- DType.bits(dtype),
         {:ok, packed} <- read_copy(tensor),
         {:ok, count} <- size(tensor) do
      # 2- and 4-bit elements: the C API's bit order to Elixir's, `count * bits` bits.
      {:ok, DType.swap_sub_byte_order(packed, bits) |> binary_part_bits(count * bits)}
    else
      bits when is_integer(bits) -> to_byte_binary(tensor, opts)
      error -> error
    end
  end

  defp binary_part_bits(bitstring, bits) do
    <<head::bitstring-size(bits), _::bitstring>> = bitstring
    head
  end

  defp to_byte_binary(tensor, opts) do
    if opts[:copy] do
      read_copy(tensor)
    else
      case Nif.tensor_borrow(ref(tensor)) do
        {:error, {:unsupported, _}} -> read_copy(tensor)
        other -> Result.wrap(other)
      end
    end
  end

  defp read_copy(tensor) do
    with {:ok, nbytes} <- Result.wrap(Nif.tensor_nbytes(ref(tensor))),
         do: Result.wrap(Nif.tensor_read(ref(tensor), nbytes))
  end

  @doc "The values as a flat list."
  defboth to_flat_list(tensor) do
    with {:ok, dtype} <- dtype(tensor) do
      case DType.compute(dtype) do
        ^dtype ->
          with {:ok, binary} <- to_binary(tensor), do: {:ok, DType.decode(binary, dtype)}

        wide ->
          with {:ok, t} <- astype(tensor, wide), do: to_flat_list(t)
      end
    end
  end

  @doc "The values as nested lists following the shape; a 0-d tensor gives its number."
  defboth to_list(tensor) do
    with {:ok, shape} <- shape(tensor),
         {:ok, flat} <- to_flat_list(tensor),
         do: {:ok, nest(flat, Tuple.to_list(shape))}
  end

  @doc "The single value of a one-element tensor."
  defboth to_number(tensor) do
    case to_flat_list(tensor) do
      {:ok, [value]} ->
        {:ok, value}

      {:ok, values} ->
        {:error,
         %Kiln.Error{
           status: :invalid_argument,
           message: "to_number: the tensor has #{length(values)} elements, not 1"
         }}

      error ->
        error
    end
  end

  @doc """
  Runs `fun` and releases every tensor it made except those in its result (found in tuples,
  lists, maps and structs, so an Nx container of Kiln-backed tensors works too), at once rather
  than at garbage collection. Kiln materialises a lazy node only where a handle still refers to
  it at eval time, so releasing a graph's intermediates before evaluating it lets the whole graph
  fuse, the same way each time. Scopes nest: what an inner one keeps belongs to the outer. On an
  exception nothing is released.

      y = Kiln.tidy(fn -> a |> Kiln.exp!() |> Kiln.multiply!(2) end)   # exp's handle is gone
  """
  def tidy(fun) when is_function(fun, 0), do: Kiln.Tidy.run(fun)

  @doc """
  Releases the tensor's handle now instead of at garbage collection. Later uses of it (and of
  copies of the struct) fail with status `:invalid_handle`.
  """
  defboth release(tensor), do: Result.wrap(Nif.tensor_release(ref(tensor)))

  # ---------------------------------------------------------------- ops from the spec's families

  for {name, :unary, [_x]} <- Kiln.Spec.functions() do
    @doc "Elementwise `kiln_#{name}`."
    defboth unquote(name)(x), do: tensor_result(Nif.unquote(name)(ref(x)))
  end

  for {name, :binary, [_a, _b]} <- Kiln.Spec.functions() do
    @doc "Elementwise `kiln_#{name}` with broadcasting and type promotion; either operand may be a number."
    defboth unquote(name)(a, b) do
      with {:ok, a, b} <- operands(a, b), do: tensor_result(Nif.unquote(name)(a, b))
    end
  end

  for {name, :reduce, [_x, _axes, _keepdims]} <- Kiln.Spec.functions() do
    @doc "`kiln_#{name}` over `axes:` (an axis, a list, or nil for all), keeping them with `keepdims: true`."
    defboth unquote(name)(x, opts \\ []) do
      # Unknown options (`axis:`, `keep_axes:`) raise ArgumentError rather than being ignored.
      opts = Keyword.validate!(opts, [:axes, keepdims: false])
      tensor_result(Nif.unquote(name)(ref(x), axes(opts[:axes]), opts[:keepdims]))
    end
  end

  for {name, :scan, [_x, _axis, _reverse]} <- Kiln.Spec.functions() do
    @doc "`kiln_#{name}` along `axis:` (default 0), from the end with `reverse: true`."
    defboth unquote(name)(x, opts \\ []) do
      tensor_result(Nif.unquote(name)(ref(x), Keyword.get(opts, :axis, 0), Keyword.get(opts, :reverse, false)))
    end
  end

  # ---------------------------------------------------------------- other ops

  @doc "Converts to another dtype."
  defboth astype(x, dtype), do: tensor_result(Nif.astype(ref(x), DType.normalize(dtype)))

  @doc "Reinterprets the bytes as another dtype."
  defboth bitcast(x, dtype), do: tensor_result(Nif.bitcast(ref(x), DType.normalize(dtype)))

  @doc "Same elements in a new shape (one extent may be -1)."
  defboth reshape(x, shape), do: tensor_result(Nif.reshape(ref(x), dims(shape)))

  @doc "Permutes the axes (nil reverses them)."
  defboth transpose(x, axes \\ nil), do: tensor_result(Nif.transpose(ref(x), axes(axes)))

  @doc "Broadcasts to a shape."
  defboth broadcast_to(x, shape), do: tensor_result(Nif.broadcast_to(ref(x), dims(shape)))

  @doc "Inserts axes of extent 1 at the given positions of the result."
  defboth expand_dims(x, axes), do: tensor_result(Nif.expand_dims(ref(x), axes(axes)))

  @doc "Removes axes of extent 1 (nil: all of them)."
  defboth squeeze(x, axes \\ nil), do: tensor_result(Nif.squeeze(ref(x), axes(axes)))

  @doc "Reverses the elements along axes (nil: all)."
  defboth flip(x, axes \\ nil), do: tensor_result(Nif.flip(ref(x), axes(axes)))

  @doc "Basic slicing of the leading axes, as Python's slice(start, stop, step) per axis."
  defboth slice(x, start, stop, step \\ nil), do: tensor_result(Nif.slice(ref(x), start, stop, step))

  @doc "Pads every axis with `value`: `before` and `after` list one count per axis."
  defboth pad(x, before, after_, value \\ 0), do: tensor_result(Nif.pad(ref(x), before, after_, value))

  @doc "Joins tensors along an existing axis."
  defboth concatenate(tensors, axis \\ 0), do: tensor_result(Nif.concatenate(Enum.map(tensors, &ref/1), axis))

  @doc "Joins same-shaped tensors along a new axis."
  defboth stack(tensors, axis \\ 0), do: tensor_result(Nif.stack(Enum.map(tensors, &ref/1), axis))

  @doc "Matrix product as numpy.matmul."
  defboth matmul(a, b), do: tensor_result(Nif.matmul(ref(a), ref(b)))

  @doc """
  Nx's `dot/6`: sums `a`'s `contract_a` axes against `b`'s `contract_b` (paired in order), pairs
  `batch_a` with `batch_b`; the result's axes are the batch axes, then `a`'s free axes, then `b`'s.
  """
  defboth dot_general(a, contract_a, batch_a, b, contract_b, batch_b),
    do:
      tensor_result(
        Nif.dot_general(ref(a), axes(contract_a), axes(batch_a), ref(b), axes(contract_b), axes(batch_b))
      )

  @doc "Elementwise `x` where `x >= 0`, else `negative_slope * x`."
  defboth leaky_relu(x, negative_slope \\ 0.01),
    do: tensor_result(Nif.leaky_relu(ref(x), negative_slope / 1))

  @doc "Elementwise `x` where `x > 0`, else `alpha * (exp(x) - 1)`."
  defboth elu(x, alpha \\ 1.0), do: tensor_result(Nif.elu(ref(x), alpha / 1))

  @doc "Elementwise `cond ? x : y`."
  defboth where(cond_, x, y), do: tensor_result(Nif.where(ref(cond_), ref(x), ref(y)))

  @doc "Elementwise min(max(x, lo), hi); either bound may be nil."
  defboth clip(x, lo, hi), do: tensor_result(Nif.clip(ref(x), ref(lo), ref(hi)))

  @doc "Elements at integer indices along an axis, as numpy.take."
  defboth take(x, indices, axis), do: tensor_result(Nif.take(ref(x), ref(indices), axis))

  @doc "Elements at integer indices along an axis, as numpy.take_along_axis."
  defboth take_along_axis(x, indices, axis),
    do: tensor_result(Nif.take_along_axis(ref(x), ref(indices), axis))

  @doc """
  Nx.pad's full configuration: `interior` fills between neighbours on each axis, then `low` before
  and `high` after (a negative width crops that many elements instead).
  """
  defboth pad_general(x, low, high, interior, value \\ 0),
    do: tensor_result(Nif.pad_general(ref(x), low, high, interior, value))

  @doc """
  The window of extents `sizes` at `starts` (an integer tensor of shape [ndim], read on the device
  when the result is evaluated), each start clamped so the window fits: Nx.slice with tensor starts.
  """
  defboth dynamic_slice(x, starts, sizes), do: tensor_result(Nif.dynamic_slice(ref(x), ref(starts), sizes))

  @doc "`x` with the window at `starts` (clamped so it fits) replaced by `update`: Nx.put_slice."
  defboth dynamic_update_slice(x, starts, update),
    do: tensor_result(Nif.dynamic_update_slice(ref(x), ref(starts), ref(update)))

  @doc "A random permutation of 0..n-1 (int64) from a Threefry key, the same on every device."
  defboth random_permutation(key, n), do: tensor_result(Nif.random_permutation(ref(key), n))

  @doc "Nx's gather: `indices` [..., K] address `axes` (nil: the first K); components are clamped."
  defboth gather(x, indices, axes \\ nil), do: tensor_result(Nif.gather(ref(x), ref(indices), axes(axes)))

  @doc "Nx's indexed_add: `updates` added where `indices` [..., K] point (duplicates accumulate)."
  defboth indexed_add(x, indices, updates, axes \\ nil),
    do: tensor_result(Nif.indexed_add(ref(x), ref(indices), ref(updates), axes(axes)))

  @doc "Nx's indexed_put: `updates` written where `indices` [..., K] point (the last one wins)."
  defboth indexed_put(x, indices, updates, axes \\ nil),
    do: tensor_result(Nif.indexed_put(ref(x), ref(indices), ref(updates), axes(axes)))

  @doc "The int64 `[count, ndim]` coordinates of the nonzero elements (evaluates the count)."
  defboth argwhere(x), do: tensor_result(Nif.argwhere(ref(x)))

  @doc "Positions (int64) that sort `x` along `axis:` (default -1), stably; `descending: true` reverses."
  defboth argsort(x, opts \\ []) do
    tensor_result(Nif.argsort(ref(x), Keyword.get(opts, :axis, -1), Keyword.get(opts, :descending, false)))
  end

  @doc "`x` sorted along `axis:` (default -1), stably, NaN last; `descending: true` reverses."
  defboth sort(x, opts \\ []) do
    tensor_result(Nif.sort(ref(x), Keyword.get(opts, :axis, -1), Keyword.get(opts, :descending, false)))
  end

  @doc "`{values, counts, inverse}`: the sorted distinct values, their counts, each element's value index."
  defboth unique(x) do
    Result.map(Nif.unique(ref(x)), fn {v, c, i} -> {Tensor.wrap(v), Tensor.wrap(c), Tensor.wrap(i)} end)
  end

  @doc "`{values, indices}`: the `k` largest elements along the last axis, largest first."
  defboth top_k(x, k) do
    Result.map(Nif.top_k(ref(x), k), fn {values, indices} -> {Tensor.wrap(values), Tensor.wrap(indices)} end)
  end

  # ---------------------------------------------------------------- fused fast ops (Emily/MLX fast.*)
  # Nx has no backend callbacks for these, so they are Kiln functions, not Nx ones.

  @doc """
  `x * rsqrt(mean(x^2) + eps) * weight` over the last axis, one kernel. Options: `weight:` (shape
  `{last}`, default none), `eps:` (default 1.0e-5). 16-bit floats accumulate in float32.
  """
  defboth rms_norm(x, opts \\ []) do
    tensor_result(Nif.rms_norm(ref(x), ref(opts[:weight]), Keyword.get(opts, :eps, 1.0e-5) / 1))
  end

  @doc """
  `(x - mean) * rsqrt(var + eps) * weight + bias` over the last axis, one kernel. Options:
  `weight:`, `bias:` (shape `{last}`, default none), `eps:` (default 1.0e-5).
  """
  defboth layer_norm(x, opts \\ []) do
    tensor_result(Nif.layer_norm(ref(x), ref(opts[:weight]), ref(opts[:bias]), Keyword.get(opts, :eps, 1.0e-5) / 1))
  end

  @doc """
  `softmax(scale * q k^T + mask) v` for q `{b, h, lq, d}`, k and v `{b, hkv, lk, d}` (hkv dividing
  h), one flash-attention kernel. Options: `scale:` (default `1 / sqrt(d)`), `mask:` (additive, or
  bool where false masks out; broadcastable to `{b, h, lq, lk}`), `causal:` (key j kept for query
  i when `j <= i + lk - lq`). A query whose keys are all masked gives NaN.
  """
  defboth scaled_dot_product_attention(q, k, v, opts \\ []) do
    with {:ok, shape} <- shape(q) do
      d = if tuple_size(shape) > 0, do: elem(shape, tuple_size(shape) - 1), else: 1
      scale = Keyword.get_lazy(opts, :scale, fn -> if d > 0, do: 1 / :math.sqrt(d), else: 1.0 end)
      tensor_result(
        Nif.scaled_dot_product_attention(ref(q), ref(k), ref(v), scale / 1, ref(opts[:mask]), Keyword.get(opts, :causal, false))
      )
    end
  end

  @doc """
  Nx's conv in the canonical layout (input [batch, features, spatial...], kernel [out, in / groups,
  spatial...]). Options (lists per spatial axis, nil for the default): `strides:`, `padding_low:`,
  `padding_high:`, `input_dilation:`, `kernel_dilation:`; `feature_group_size:`, `batch_group_size:`.
  """
  defboth conv(input, kernel, opts \\ []) do
    tensor_result(
      Nif.conv(ref(input), ref(kernel), opts[:strides], opts[:padding_low], opts[:padding_high],
        opts[:input_dilation], opts[:kernel_dilation], Keyword.get(opts, :feature_group_size, 1),
        Keyword.get(opts, :batch_group_size, 1))
    )
  end

  for op <- [:window_sum, :window_product, :window_max, :window_min] do
    @doc """
    Nx's #{op} over windows of extents `window` (a list or tuple); options `strides:`,
    `padding_low:`, `padding_high:`, `dilation:` (lists per axis, nil for the default).
    """
    defboth unquote(op)(x, window, opts \\ []) do
      tensor_result(
        Nif.unquote(op)(ref(x), dims(window), opts[:strides], opts[:padding_low], opts[:padding_high], opts[:dilation])
      )
    end
  end

  for op <- [:window_scatter_max, :window_scatter_min] do
    @doc """
    Nx's #{op}: `source` (one value per window) added to `init_value` at each window's selected
    element of `x`; options `strides:`, `padding_low:`, `padding_high:`.
    """
    defboth unquote(op)(x, source, init_value, window, opts \\ []) do
      tensor_result(
        Nif.unquote(op)(ref(x), ref(source), init_value / 1, dims(window), opts[:strides],
          opts[:padding_low], opts[:padding_high])
      )
    end
  end

  ## Linear algebra (kiln_linalg_*): matrices in the last two axes, batched over the leading ones.

  @doc "Cholesky factor L (`upper: true`: U = L^T); the lower triangle of `x` is read."
  defboth linalg_cholesky(x, opts \\ []), do: tensor_result(Nif.linalg_cholesky(ref(x), Keyword.get(opts, :upper, false)))

  @doc "X with a X = b (`left_side: true`, the default) or X a = b; options `lower:` (true), `transpose_a:`, `unit_diagonal:`."
  defboth linalg_triangular_solve(a, b, opts \\ []) do
    tensor_result(
      Nif.linalg_triangular_solve(ref(a), ref(b), Keyword.get(opts, :lower, true), Keyword.get(opts, :left_side, true),
        Keyword.get(opts, :transpose_a, false), Keyword.get(opts, :unit_diagonal, false))
    )
  end

  @doc "`{p, l, u}` with x = p l u (partial pivoting)."
  defboth linalg_lu(x), do: Result.map(Nif.linalg_lu(ref(x)), fn {p, l, u} -> {Tensor.wrap(p), Tensor.wrap(l), Tensor.wrap(u)} end)

  @doc "`{q, r}` with x = q r; `complete: true` for square q."
  defboth linalg_qr(x, opts \\ []) do
    Result.map(Nif.linalg_qr(ref(x), Keyword.get(opts, :complete, false)), fn {q, r} -> {Tensor.wrap(q), Tensor.wrap(r)} end)
  end

  @doc "`{eigenvalues, eigenvectors}` of symmetric matrices, eigenvalues ascending."
  defboth linalg_eigh(x), do: Result.map(Nif.linalg_eigh(ref(x)), fn {w, v} -> {Tensor.wrap(w), Tensor.wrap(v)} end)

  @doc "`{u, s, vh}` with x = u diag(s) vh, s descending; `full_matrices: false` for the reduced form."
  defboth linalg_svd(x, opts \\ []) do
    Result.map(Nif.linalg_svd(ref(x), Keyword.get(opts, :full_matrices, true)), fn {u, s, vh} ->
      {Tensor.wrap(u), Tensor.wrap(s), Tensor.wrap(vh)}
    end)
  end

  @doc "X with a X = b (a 1-d b is one vector)."
  defboth linalg_solve(a, b), do: tensor_result(Nif.linalg_solve(ref(a), ref(b)))

  @doc "Inverses of square matrices."
  defboth linalg_inv(x), do: tensor_result(Nif.linalg_inv(ref(x)))

  @doc "Determinants of square matrices."
  defboth linalg_det(x), do: tensor_result(Nif.linalg_det(ref(x)))

  @doc "`{sign, logabsdet}` of square matrices."
  defboth linalg_slogdet(x), do: Result.map(Nif.linalg_slogdet(ref(x)), fn {s, l} -> {Tensor.wrap(s), Tensor.wrap(l)} end)

  ## Fourier transforms (kiln_fft, kiln_rfft, kiln_irfft): numpy.fft's fftn, rfftn and irfftn.

  @doc """
  The discrete Fourier transform over `axes:` (nil: every axis), as numpy.fft.fftn, or its inverse
  with `inverse: true`. `lengths:` (one per axis) pads with zeros or crops; `norm:` is `:backward`
  (the default: the inverse scales by 1/n), `:ortho` or `:forward`.
  """
  defboth fft(x, opts \\ []) do
    opts = Keyword.validate!(opts, [:axes, :lengths, norm: :backward, inverse: false])
    tensor_result(Nif.fft(ref(x), axes(opts[:axes]), opts[:lengths], opts[:norm], opts[:inverse]))
  end

  @doc "The transform of real input, as numpy.fft.rfftn (options as `fft/2`'s, without `inverse:`)."
  defboth rfft(x, opts \\ []) do
    opts = Keyword.validate!(opts, [:axes, :lengths, norm: :backward])
    tensor_result(Nif.rfft(ref(x), axes(opts[:axes]), opts[:lengths], opts[:norm]))
  end

  @doc "The inverse of `rfft/2`, a real result, as numpy.fft.irfftn (`lengths:` are the output's)."
  defboth irfft(x, opts \\ []) do
    opts = Keyword.validate!(opts, [:axes, :lengths, norm: :backward])
    tensor_result(Nif.irfft(ref(x), axes(opts[:axes]), opts[:lengths], opts[:norm]))
  end

  @doc """
  `{address, bytes}`: where the tensor's elements are in host memory, evaluating it first. The
  address stays valid while the tensor lives. Only memory the host can address, as one compact
  block, has one: CPU tensors and host-visible GPU memory (lavapipe's); device-only GPU memory or
  a strided view gives `{:error, %Kiln.Error{status: :unsupported}}`.
  """
  defboth to_pointer(tensor), do: Result.wrap(Nif.tensor_pointer(ref(tensor)))

  @doc """
  A tensor over `bytes` of host memory at `address`, without a copy: the caller keeps the memory
  alive and unchanged while the tensor lives (a bad address crashes the VM, as with any raw
  pointer). Options: `device:` (the CPU; a GPU device cannot use host memory without a copy and
  gives `{:error, %Kiln.Error{status: :unsupported}}`).
  """
  defboth from_pointer(address, dtype, shape, opts \\ []) do
    opts = Keyword.validate!(opts, [:device])

    with {:ok, device} <- Device.resolve(opts[:device]),
         do: tensor_result(Nif.tensor_from_pointer(address, DType.normalize(dtype), dims(shape), device))
  end

  @doc "An independent copy on the same device."
  defboth copy(x), do: tensor_result(Nif.tensor_copy(ref(x)))

  @doc "The tensor on another device (a `Kiln.Device` or a label)."
  defboth to_device(x, device) do
    with {:ok, device} <- Device.resolve(device), do: tensor_result(Nif.tensor_to_device(ref(x), device))
  end

  # ---------------------------------------------------------------- helpers

  defp tensor_result(raw), do: Result.map(raw, &Tensor.wrap/1)

  # Anything that is not a tensor goes to the NIF as it is, which answers :invalid_argument.
  defp ref(%Tensor{ref: ref}), do: ref
  defp ref(other), do: other

  defp dims(shape) when is_tuple(shape), do: Tuple.to_list(shape)
  defp dims(shape), do: shape

  defp axes(nil), do: nil
  defp axes(axis) when is_integer(axis), do: [axis]
  defp axes(axes) when is_tuple(axes), do: Tuple.to_list(axes)
  defp axes(axes), do: axes

  defp operands(%Tensor{} = a, %Tensor{} = b), do: {:ok, a.ref, b.ref}

  defp operands(%Tensor{} = a, b) when is_number(b) or is_atom(b) do
    with {:ok, b} <- scalar_like(a, b), do: {:ok, a.ref, b}
  end

  defp operands(a, %Tensor{} = b) when is_number(a) or is_atom(a) do
    with {:ok, a} <- scalar_like(b, a), do: {:ok, a, b.ref}
  end

  defp operands(a, b), do: {:ok, ref(a), ref(b)}

  @int64_range -0x8000000000000000..0x7FFFFFFFFFFFFFFF

  # A plain number next to `like`, on its device: the C API's weak scalar, whose dtype the other
  # operand decides (docs/dtypes.md, "Plain numbers": s32 + 0.5 is f32 1.5, s8 + 3 stays s8).
  # Atoms (:nan, :infinity, booleans) and integers past int64 take `like`'s dtype.
  defp scalar_like(like, number) do
    with {:ok, device} <- Result.wrap(Nif.tensor_device(like.ref)) do
      cond do
        is_integer(number) and number in @int64_range -> Result.wrap(Nif.weak_scalar_int(number, device))
        is_float(number) -> Result.wrap(Nif.weak_scalar_float(number, device))
        true -> with {:ok, dtype} <- Result.wrap(Nif.tensor_dtype(like.ref)), do: Result.wrap(Nif.full([], number, dtype, device))
      end
    end
  end

  defp flatten(data) when is_list(data) do
    parts = Enum.map(data, &flatten/1)

    case Enum.uniq_by(parts, &elem(&1, 1)) do
      [] -> {[], [0]}
      [{_, inner}] -> {Enum.flat_map(parts, &elem(&1, 0)), [length(data) | inner]}
      _ -> raise ArgumentError, "nested lists must be rectangular"
    end
  end

  defp flatten(value), do: {[value], []}

  defp nest([value], []), do: value
  defp nest(flat, [_]), do: flat

  defp nest(flat, [outer | inner]) do
    case Enum.reduce(inner, 1, &(&1 * &2)) do
      0 -> List.duplicate(nest([], inner), outer)
      chunk -> flat |> Enum.chunk_every(chunk) |> Enum.map(&nest(&1, inner))
    end
  end
end
