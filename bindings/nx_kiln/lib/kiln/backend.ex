defmodule Kiln.Backend do
  @moduledoc """
  An `Nx.Backend` on Kiln: Nx tensors held as lazy Kiln tensors on the CPU or a Vulkan GPU.

      Nx.global_default_backend({Kiln.Backend, device: :cpu})
      Nx.add(Nx.tensor([1, 2]), 1)

  Options: `device:` is `:cpu`, `:gpu` (the first Vulkan GPU), `{:vulkan, n}` or a Kiln label;
  without it, Kiln's default device (`KILN_DEVICE`, else the first GPU, else the CPU). The device
  is stored in each tensor and results stay on their operands' device.

  Ops only record work. Reading values (`Nx.to_binary/1`, `Nx.to_number/1`, inspecting) evaluates
  what the tensor needs; `eval/1` forces tensors explicitly; `Nx.shape/1` and `Nx.type/1` never
  evaluate. Callbacks Kiln has no op for are composed from Kiln ops; the rest (`reduce` and
  `window_reduce` take BEAM functions) run on `Nx.BinaryBackend` and come back, each
  run a `[:kiln, :fallback, :start | :stop]` telemetry span with the op in `metadata.op`.

  Each process evaluates on Kiln streams of its own (`Kiln.Stream`), so processes evaluating at
  the same time do not wait for each other: on the CPU their kernels run side by side, on a GPU
  with several queues each stream has its own.

  `to_binary` shares Kiln's memory (no copy): the binary keeps Kiln's buffer alive, and the BEAM
  counts only the binary's small header, not the buffer, in its memory accounting.
  """
  @behaviour Nx.Backend

  # `constant`: the number every element holds where Nx made the tensor with constant/3 (a
  # number operand, as `Nx.right_shift(t, -1)` passes it), so that checks Nx makes on values can
  # be made at the call for these; nil for every other tensor.
  @enforce_keys [:ref, :device]
  defstruct [:ref, :device, constant: nil]

  alias Nx.Tensor, as: T
  alias Kiln.Backend.{Block, Conv, Device, Fallback, Linear, Math, Pointer, ProcessStream, Shape, Window}
  import Kiln.Backend.Native

  @doc """
  Computes the Kiln tensors in `container` (a tensor, or tuples, lists and maps of them) in one
  Kiln eval, on the calling process's own stream; returns the container. Shared work is
  computed once. With `async: true` it returns once a GPU has the work queued
  (`Kiln.Stream.eval_async/2`): reading the tensors waits for it.
  """
  def eval(container, opts \\ []) do
    case collect(container, []) do
      [] -> :ok
      [{_, device} | _] = found -> ProcessStream.eval(device, Enum.map(found, &elem(&1, 0)), opts[:async] == true)
    end

    container
  end

  defp collect(%T{data: %__MODULE__{ref: ref, device: device}}, acc), do: [{ref, device} | acc]
  defp collect(%T{}, acc), do: acc
  defp collect(tuple, acc) when is_tuple(tuple), do: tuple |> Tuple.to_list() |> collect(acc)
  defp collect(list, acc) when is_list(list), do: Enum.reduce(list, acc, &collect/2)
  defp collect(%_{}, acc), do: acc
  defp collect(map, acc) when is_map(map), do: map |> Map.values() |> collect(acc)
  defp collect(_, acc), do: acc

  ## Creation and transfer

  @impl true
  def init(opts) do
    opts = Keyword.validate!(opts, [:device])
    Device.label(opts[:device])
    opts
  end

  @impl true
  def constant(%T{} = out, number, opts) do
    device = Device.label(opts[:device])
    # Kiln's full has out's dtype and shape by construction: no wrap/3 check (a NIF call per
    # constant, and a defn call makes its constants anew each time). Complex values and integers
    # past 2^53 are exact there too (Native.full/4).
    %{out | data: %__MODULE__{ref: full(out.shape, number, out.type, device), device: device, constant: number}}
  end

  @impl true
  def from_binary(%T{} = out, binary, opts) do
    device = Device.label(opts[:device])
    wrap(out, Kiln.from_binary!(binary, dtype(out.type), out.shape, device: device), device)
  end

  @impl true
  def eye(%T{shape: shape, type: type} = out, opts) do
    device = Device.label(opts[:device])
    rank = tuple_size(shape)
    {n, m} = {elem(shape, rank - 2), elem(shape, rank - 1)}
    eye = Kiln.eye!(n, m: m, dtype: dtype(type), device: device)
    wrap(out, Kiln.broadcast_to!(eye, shape), device)
  end

  @impl true
  def iota(%T{shape: shape, type: type} = out, axis, opts) do
    device = Device.label(opts[:device])
    # Kiln's arange has no complex dtypes: a complex iota counts in its parts' type (wrap casts).
    type = with {:c, bits} <- type, do: {:f, div(bits, 2)}

    ref =
      if axis == nil do
        Kiln.arange!(0, Nx.size(shape), 1, dtype(type), device: device)
      else
        n = elem(shape, axis)
        line = Kiln.arange!(0, n, 1, dtype(type), device: device)
        ones = shape |> Tuple.to_list() |> Enum.with_index() |> Enum.map(fn {d, i} -> if i == axis, do: d, else: 1 end)
        line |> Kiln.reshape!(ones) |> Kiln.broadcast_to!(shape)
      end

    wrap(out, ref, device)
  end

  @impl true
  def backend_copy(%T{data: %__MODULE__{} = data} = t, __MODULE__, opts) do
    target = Device.label(opts[:device] || data.device)

    ref =
      if target == data.device,
        do: Kiln.copy!(data.ref),
        else: Kiln.to_device!(data.ref, target)

    %{t | data: %__MODULE__{ref: ref, device: target}}
  end

  def backend_copy(t, backend, opts), do: backend.from_binary(t, binary(t), opts)

  @impl true
  def backend_transfer(%T{data: %__MODULE__{} = data} = t, __MODULE__, opts) do
    if Device.label(opts[:device] || data.device) == data.device do
      t
    else
      copy = backend_copy(t, __MODULE__, opts)
      Kiln.release(data.ref)
      copy
    end
  end

  def backend_transfer(t, backend, opts) do
    copy = backend_copy(t, backend, opts)
    backend_deallocate(t)
    copy
  end

  @impl true
  def backend_deallocate(%T{data: %__MODULE__{ref: ref}}) do
    case Kiln.release(ref) do
      :ok -> :ok
      {:ok, _} -> :ok
      {:error, _} -> :already_deallocated
    end
  end

  @impl true
  def to_binary(%T{type: {_, bits}} = t, limit) do
    binary = binary(t)
    # In bits: 2- and 4-bit elements are packed, and Nx's binary of them may end mid-byte.
    keep = limit * bits

    case binary do
      <<head::bitstring-size(^keep), _::bitstring>> when keep < bit_size(binary) -> head
      _ -> binary
    end
  end

  @doc false
  # All the elements, sharing Kiln's memory; computed on the calling process's stream.
  def binary(%T{data: %__MODULE__{ref: ref, device: device}}) do
    ProcessStream.eval(device, [ref])
    Kiln.to_binary!(ref)
  end

  @impl true
  def to_pointer(%T{} = t, opts), do: Pointer.to_pointer(t, opts)

  @impl true
  def from_pointer(pointer, type, shape, backend_opts, opts), do: Pointer.from_pointer(pointer, type, shape, backend_opts, opts)

  @impl true
  def inspect(%T{} = t, inspect_opts) do
    limit = if inspect_opts.limit == :infinity, do: Nx.size(t), else: min(inspect_opts.limit + 1, Nx.size(t))
    Nx.Backend.inspect(t, to_binary(t, limit), inspect_opts)
  end

  @impl true
  def to_batched(%T{shape: out_shape} = out, %T{} = t, opts) do
    native(:to_batched, [out, t, opts], fn -> Shape.to_batched(out, k(t), device(t), elem(out_shape, 0), opts[:leftover]) end)
  end

  ## Types and shapes

  @impl true
  def as_type(%T{type: {to, _}} = out, %T{type: {from, _}} = t) when from in [:f, :bf, :f8_e4m3fn] and to in [:s, :u] do
    # Nx wraps finite floats modulo 2^bits (through a 64-bit integer), and saturates infinities;
    # Kiln's astype saturates all, so finite values go through int64 first.
    native(:as_type, [out, t], fn ->
      x = k(t)
      wrapped = x |> Kiln.astype!(:int64) |> Kiln.astype!(dtype(out.type))
      wrap(out, Kiln.where!(Kiln.isfinite!(x), wrapped, Kiln.astype!(x, dtype(out.type))), device(t))
    end)
  end

  def as_type(out, t), do: native(:as_type, [out, t], fn -> wrap(out, k(t), device(t)) end)

  @impl true
  def bitcast(out, t), do: native(:bitcast, [out, t], fn -> wrap(out, Kiln.bitcast!(k(t), dtype(out.type)), device(t)) end)

  @impl true
  def reshape(out, t), do: native(:reshape, [out, t], fn -> wrap(out, Kiln.reshape!(k(t), out.shape), device(t)) end)

  @impl true
  def squeeze(out, t, _axes), do: reshape(out, t)

  @impl true
  def transpose(out, t, axes), do: native(:transpose, [out, t, axes], fn -> wrap(out, Kiln.transpose!(k(t), axes), device(t)) end)

  @impl true
  def reverse(out, t, []), do: as_type(out, t)
  def reverse(out, t, axes), do: native(:reverse, [out, t, axes], fn -> wrap(out, Kiln.flip!(k(t), axes), device(t)) end)

  @impl true
  def broadcast(out, t, shape, axes) do
    native(:broadcast, [out, t, shape, axes], fn ->
      wrap(out, Shape.broadcast(k(t, out.type), shape, axes), device(t))
    end)
  end

  # Kiln's pad takes a real value: a complex one pads each part on its own (Shape.pad).
  @impl true
  def pad(out, t, pad_value, config) do
    native(:pad, [out, t, pad_value, config], fn ->
      {[t, _], dev} = on_kiln([t, pad_value])
      wrap(out, Shape.pad(k(t, out.type), Nx.to_number(pad_value), config), dev)
    end)
  end

  @impl true
  def concatenate(out, tensors, axis) do
    native(:concatenate, [out, tensors, axis], fn ->
      {tensors, dev} = on_kiln(tensors)
      wrap(out, Kiln.concatenate!(Enum.map(tensors, &k(&1, out.type)), axis), dev)
    end)
  end

  @impl true
  def stack(out, tensors, axis) do
    native(:stack, [out, tensors, axis], fn ->
      {tensors, dev} = on_kiln(tensors)
      wrap(out, Kiln.stack!(Enum.map(tensors, &k(&1, out.type)), axis), dev)
    end)
  end

  @impl true
  def slice(out, t, starts, lengths, strides) do
    native(:slice, [out, t, starts, lengths, strides], fn ->
      {[t | starts], dev} = on_kiln([t | starts])
      wrap(out, Shape.slice(k(t), t.shape, starts, lengths, strides, dev), dev)
    end)
  end

  @impl true
  def put_slice(out, t, starts, slice) do
    native(:put_slice, [out, t, starts, slice], fn ->
      {[t, slice | starts], dev} = on_kiln([t, slice | starts])
      wrap(out, Shape.put_slice(k(t, out.type), starts, k(slice, out.type), dev), dev)
    end)
  end

  @impl true
  def gather(out, t, indices, opts) do
    native(:gather, [out, t, indices, opts], fn ->
      {[t, indices], dev} = on_kiln([t, indices])
      wrap(out, Kiln.gather!(k(t, out.type), k(indices), opts[:axes]), dev)
    end)
  end

  @impl true
  def indexed_add(out, t, indices, updates, opts), do: indexed(:indexed_add, out, t, indices, updates, opts)

  @impl true
  def indexed_put(out, t, indices, updates, opts), do: indexed(:indexed_put, out, t, indices, updates, opts)

  # Kiln's scatter takes updates covering whole slices (every axis not in `axes`); Nx also
  # allows smaller windows, at the start of each of those axes. An add pads its window to the
  # whole slice with -0.0 (x + -0.0 is x, -0.0 included; 0 for integers); a put first gathers
  # the slices it replaces and writes its window into them. Kiln's scatter takes no complex
  # values: complex ones scatter their float views (Native.parts/2), whose trailing axis of two
  # parts is one more axis of every slice and window (so a window's parts are padded with -0.0).
  defp indexed(op, out, t, indices, updates, opts) do
    native(op, [out, t, indices, updates, opts], fn ->
      {[t, indices, updates], dev} = on_kiln([t, indices, updates])
      {target, idx, upd} = {k(t, out.type), k(indices), k(updates, out.type)}

      ref =
        case out.type do
          {:c, bits} ->
            part = {:f, div(bits, 2)}
            scatter(op, parts(target, part), idx, parts(upd, part), opts[:axes], part, dev) |> from_parts(out.type)

          type ->
            scatter(op, target, idx, upd, opts[:axes], type, dev)
        end

      wrap(out, ref, dev)
    end)
  end

  defp scatter(op, target, idx, upd, axes, type, dev) do
    slice = target |> Kiln.shape!() |> Tuple.to_list() |> Enum.with_index() |> Enum.reject(fn {_, i} -> i in axes end) |> Enum.map(&elem(&1, 0))
    window = upd |> Kiln.shape!() |> Tuple.to_list() |> tl()
    upd = if window == slice, do: upd, else: whole_slices(op, {target, idx, axes, dev}, upd, window, slice, type)
    fun = if op == :indexed_add, do: &Kiln.indexed_add!/4, else: &Kiln.indexed_put!/4
    fun.(target, idx, upd, axes)
  end

  defp whole_slices(:indexed_add, _where, upd, window, slice, type) do
    pad = if elem(type, 0) in [:f, :bf, :f8_e4m3fn], do: -0.0, else: 0
    zeros = Enum.map([0 | window], fn _ -> 0 end)
    Kiln.pad_general!(upd, zeros, [0 | Enum.zip_with(slice, window, &(&1 - &2))], zeros, pad)
  end

  defp whole_slices(:indexed_put, {target, idx, axes, dev}, upd, window, _slice, _type) do
    Shape.put_slice(Kiln.gather!(target, idx, axes), Enum.map([0 | window], fn _ -> 0 end), upd, dev)
  end

  @impl true
  def sort(out, t, opts) do
    native(:sort, [out, t, opts], fn ->
      wrap(out, Kiln.sort!(k(t), axis: opts[:axis], descending: opts[:direction] == :desc), device(t))
    end)
  end

  @impl true
  def argsort(out, t, opts) do
    native(:argsort, [out, t, opts], fn ->
      wrap(out, Kiln.argsort!(k(t), axis: opts[:axis], descending: opts[:direction] == :desc), device(t))
    end)
  end

  @impl true
  def select(out, pred, on_true, on_false) do
    native(:select, [out, pred, on_true, on_false], fn ->
      {[pred, on_true, on_false], dev} = on_kiln([pred, on_true, on_false])
      ref = Kiln.where!(Kiln.astype!(k(pred), :bool), k(on_true, out.type), k(on_false, out.type))
      wrap(out, Kiln.broadcast_to!(ref, out.shape), dev)
    end)
  end

  @impl true
  def clip(out, t, min, max) do
    native(:clip, [out, t, min, max], fn ->
      {[t, min, max], dev} = on_kiln([t, min, max])
      wrap(out, Kiln.clip!(k(t, out.type), k(min, out.type), k(max, out.type)), dev)
    end)
  end

  @impl true
  def dot(out, left, c1, b1, right, c2, b2) do
    native(:dot, [out, left, c1, b1, right, c2, b2], fn ->
      {[left, right], dev} = on_kiln([left, right])
      wrap(out, Linear.dot(k(left, out.type), c1, b1, k(right, out.type), c2, b2), dev)
    end)
  end

  @impl true
  def conv(out, t, kernel, opts) do
    native(:conv, [out, t, kernel, opts], fn ->
      {[t, kernel], dev} = on_kiln([t, kernel])
      wrap(out, Conv.conv(k(t, out.type), k(kernel, out.type), opts), dev)
    end)
  end

  ## Elementwise

  unary_native =
    [negate: :negative, abs: :abs, sign: :sign, bitwise_not: :bitwise_not] ++
      [population_count: :population_count, count_leading_zeros: :count_leading_zeros] ++
      [exp: :exp, expm1: :expm1, log: :log, log1p: :log1p, sqrt: :sqrt, rsqrt: :rsqrt] ++
      [sin: :sin, cos: :cos, tan: :tan, tanh: :tanh, sigmoid: :sigmoid, erf: :erf]

  for {name, kiln} <- unary_native do
    @impl true
    def unquote(name)(out, t) do
      native(unquote(name), [out, t], fn ->
        wrap(out, Kiln.unquote(:"#{kiln}!")(k(t, compute_type(unquote(name), out.type, t))), device(t))
      end)
    end
  end

  # complex64 functions that Kiln composes from several float ops (src/ops/complex_math.cpp:
  # pow is exp(b log a)) run in complex128 on the CPU and are rounded back once, as
  # Nx.BinaryBackend computes complex math in Erlang doubles: no digits lost between the steps
  # (pow(1i, 1) is 6.1e-17+1i, not 6.1e-8+1i). wrap/3 casts the result back. Not on a GPU, whose
  # float64 is slow where it exists (and lavapipe compiles new kernels for it).
  @complex_widened [:exp, :expm1, :log, :log1p, :sqrt, :rsqrt, :sin, :cos, :tan, :tanh, :sigmoid, :pow, :divide]
  defp compute_type(name, {:c, 64}, %T{data: %__MODULE__{device: "cpu"}}) when name in @complex_widened, do: {:c, 128}

  defp compute_type(_name, type, _t), do: type

  for name <- Math.names() do
    @impl true
    def unquote(name)(out, t) do
      native(unquote(name), [out, t], fn -> wrap(out, Math.unary(unquote(name), k(t, out.type)), device(t)) end)
    end
  end

  # Integers are their own floor, ceil and round; Nx rounds halves away from zero (Math.round).
  for {name, op} <- [floor: &Kiln.floor!/1, ceil: &Kiln.ceil!/1, round: &Math.round/1] do
    @impl true
    def unquote(name)(%T{type: {kind, _}} = out, t) when kind in [:s, :u], do: as_type(out, t)

    def unquote(name)(out, t) do
      native(unquote(name), [out, t], fn -> wrap(out, unquote(op).(k(t, out.type)), device(t)) end)
    end
  end

  for {name, kiln} <- [is_nan: :isnan, is_infinity: :isinf] do
    @impl true
    def unquote(name)(out, %T{type: {kind, _}} = t) when kind in [:s, :u] do
      wrap(out, full(out.shape, 0, out.type, device(t)), device(t))
    end

    def unquote(name)(out, t) do
      native(unquote(name), [out, t], fn -> wrap(out, Kiln.unquote(:"#{kiln}!")(k(t)), device(t)) end)
    end
  end

  # The parts of complex tensors come from Kiln's kiln_real/imag/conj (views, no kernel); real
  # tensors keep the native path.
  @impl true
  def real(out, %T{type: {:c, _}} = t), do: wrap(out, Kiln.real!(k(t)), device(t))
  def real(out, t), do: native(:real, [out, t], fn -> wrap(out, k(t), device(t)) end)

  @impl true
  def imag(out, %T{type: {:c, _}} = t), do: wrap(out, Kiln.imag!(k(t)), device(t))
  def imag(out, t), do: native(:imag, [out, t], fn -> wrap(out, full(out.shape, 0, out.type, device(t)), device(t)) end)

  @impl true
  def conjugate(out, t), do: wrap(out, Kiln.conj!(k(t, out.type)), device(t))

  binary_same_type =
    [add: :add, subtract: :subtract, multiply: :multiply, divide: :divide, pow: :power] ++
      [atan2: :atan2, min: :minimum, max: :maximum] ++
      [bitwise_and: :bitwise_and, bitwise_or: :bitwise_or, bitwise_xor: :bitwise_xor] ++
      [left_shift: :left_shift, right_shift: :right_shift]

  for {name, kiln} <- binary_same_type do
    @impl true
    def unquote(name)(out, l, r) do
      check_shift(unquote(name), r)

      native(unquote(name), [out, l, r], fn ->
        type = operand_type(out, l, r)
        {[l, r], dev} = on_kiln([l, r])
        type = compute_type(unquote(name), type, l)
        wrap(out, Kiln.unquote(:"#{kiln}!")(k(l, type), k(r, type)), dev)
      end)
    end
  end

  # The type a binary op computes in: out's, except where Nx gives a float8 result with a wider
  # float operand (Nx.Type.merge ranks f8_e4m3fn beside f32, so f8_e4m3fn + f32 is f8_e4m3fn):
  # BinaryBackend computes that in double and rounds once, so Kiln computes in the wider operand's
  # type and wrap/3 rounds the result.
  defp operand_type(%T{type: {kind, 8}} = out, l, r) when kind in [:f, :f8_e4m3fn] do
    widest = Enum.max_by([l.type, r.type], &elem(&1, 1))
    if Nx.Type.float?(widest) and elem(widest, 1) > 8, do: widest, else: out.type
  end

  defp operand_type(out, _l, _r), do: out.type

  # Nx raises for a negative shift (BinaryBackend, element by element); Kiln checks the amounts
  # known at the call: a number operand (no device read).
  defp check_shift(op, %T{data: %__MODULE__{constant: amount}}) when op in [:left_shift, :right_shift] and is_integer(amount) and amount < 0 do
    raise ArgumentError, "cannot #{if op == :left_shift, do: "left", else: "right"} shift by #{amount}"
  end

  defp check_shift(_op, _amount), do: :ok

  @impl true
  def remainder(out, l, r) do
    native(:remainder, [out, l, r], fn ->
      {[l, r], dev} = on_kiln([l, r])
      wrap(out, Kiln.fmod!(k(l, out.type), k(r, out.type)), dev)
    end)
  end

  # Nx's quotient takes integers only: Kiln's own op.
  @impl true
  def quotient(out, l, r) do
    native(:quotient, [out, l, r], fn ->
      {[l, r], dev} = on_kiln([l, r])
      wrap(out, Kiln.quotient!(k(l, out.type), k(r, out.type)), dev)
    end)
  end

  # Comparisons and logical ops compare in the operands' merged type; the result is Nx's u8.
  for name <- [:equal, :not_equal, :greater, :less, :greater_equal, :less_equal, :logical_and, :logical_or, :logical_xor] do
    @impl true
    def unquote(name)(out, l, r) do
      native(unquote(name), [out, l, r], fn ->
        type = Nx.Type.merge(l.type, r.type)
        {[l, r], dev} = on_kiln([l, r])
        wrap(out, Kiln.unquote(:"#{name}!")(k(l, type), k(r, type)), dev)
      end)
    end
  end

  ## Reductions

  # Sums and the like reduce in the result's type (Nx widens integers); all/any read the input,
  # and so do integer sums and products: Kiln accumulates integers in 64 bits, and Nx's 32-bit
  # aggregate (Nx.Type.to_aggregate: s32, u32; s64 for u64) is that sum wrapped, as the cast in
  # wrap/3 gives it (no cast of the input first: one kernel fewer).
  reductions = [sum: :sum, product: :prod, reduce_max: :max, reduce_min: :min, all: :all, any: :any]

  for {name, kiln} <- reductions do
    @impl true
    def unquote(name)(out, t, opts) do
      native(unquote(name), [out, t, opts], fn ->
        input = if unquote(name) in [:all, :any] or widening?(t.type, out.type), do: k(t), else: k(t, out.type)
        ref = Kiln.unquote(:"#{kiln}!")(input, axes: opts[:axes], keepdims: opts[:keep_axes] || false)
        wrap(out, ref, device(t))
      end)
    end
  end

  # An integer aggregated in a wider (or its own) integer type.
  defp widening?({from, in_bits}, {to, out_bits}) when from in [:s, :u] and to in [:s, :u], do: out_bits >= in_bits
  defp widening?(_, _), do: false

  for name <- [:argmax, :argmin] do
    @impl true
    def unquote(name)(out, t, opts) do
      native(unquote(name), [out, t, opts], fn ->
        wrap(out, Shape.arg_reduce(unquote(name), k(t), t.shape, opts), device(t))
      end)
    end
  end

  for {name, op} <- [window_sum: :sum, window_product: :product, window_max: :max, window_min: :min] do
    @impl true
    def unquote(name)(out, t, window_dims, opts) do
      native(unquote(name), [out, t, window_dims, opts], fn ->
        wrap(out, Window.reduce(unquote(op), k(t, out.type), window_dims, opts), device(t))
      end)
    end
  end

  # The initial value must be a finite number for the C call (a double); infinities go through
  # Nx.BinaryBackend.
  for {name, op} <- [window_scatter_max: :max, window_scatter_min: :min] do
    @impl true
    def unquote(name)(out, t, source, init_value, window_dims, opts) do
      case Nx.to_number(init_value) do
        init when is_number(init) ->
          native(unquote(name), [out, t, source, init_value, window_dims, opts], fn ->
            {[t, source], dev} = on_kiln([t, source])
            wrap(out, Window.scatter(unquote(op), k(t), k(source, out.type), init, window_dims, opts), dev)
          end)

        _ ->
          fallback(unquote(name), [out, t, source, init_value, window_dims, opts])
      end
    end
  end

  ## Linear algebra (kiln_linalg_*: LAPACK on the CPU, small triangular_solve on Vulkan; the
  ## decompositions come as blocks, Kiln.Backend.Block)

  @impl true
  def triangular_solve(out, a, b, opts) do
    native(:triangular_solve, [out, a, b, opts], fn ->
      {[a, b], dev} = on_kiln([a, b])
      left = Keyword.get(opts, :left_side, true)
      # Nx's b may be a batch of vectors [..., n]: a column (left side) or a row each.
      axis = if left, do: -1, else: -2
      vectors = tuple_size(b.shape) == tuple_size(a.shape) - 1 and tuple_size(b.shape) > 1
      # In float64 where the device holds it, rounded once, as Nx.BinaryBackend solves.
      wide = Math.wide_dtype(k(a, out.type))
      bk = k(b, out.type) |> Kiln.astype!(wide)
      bk = if vectors, do: Kiln.expand_dims!(bk, [axis]), else: bk

      ref =
        Kiln.linalg_triangular_solve!(Kiln.astype!(k(a, out.type), wide), bk,
          lower: Keyword.get(opts, :lower, true),
          left_side: left,
          transpose_a: Keyword.get(opts, :transform_a, :none) == :transpose
        )

      wrap(out, if(vectors, do: Kiln.squeeze!(ref, [axis]), else: ref), dev)
    end)
  end

  ## Fourier transforms (kiln_fft along Nx's axis, in the output's complex type; fft2, rfft and
  ## irfft come as blocks)

  @impl true
  def fft(out, t, opts), do: Block.fourier(out, t, [opts[:axis]], [opts[:length]], false, opts[:eps])

  @impl true
  def ifft(out, t, opts), do: Block.fourier(out, t, [opts[:axis]], [opts[:length]], true, opts[:eps])

  ## Blocks (Nx.block/4): Kiln's own op where it has one, else Nx's default on Kiln tensors

  @impl true
  def block(struct, out, args, fun), do: Block.run(struct, out, args, fun)

  ## Through Nx.BinaryBackend

  # reduce and window_reduce take BEAM functions.
  fallbacks = [reduce: 5, window_reduce: 6]

  for {name, arity} <- fallbacks do
    args = Macro.generate_arguments(arity, __MODULE__)
    @impl true
    def unquote(name)(unquote_splicing(args)), do: fallback(unquote(name), unquote(args))
  end

  ## Helpers

  # Runs `fun` (a native implementation); what Kiln refuses (a dtype, complex operands of an op
  # not defined for them) goes through Nx.BinaryBackend instead.
  defp native(op, args, fun) do
    try do
      fun.()
    rescue
      e in Kiln.Error ->
        if e.status in [:unsupported_dtype, :unsupported], do: fallback(op, args), else: reraise(e, __STACKTRACE__)
    end
  end

  defp fallback(op, args), do: Fallback.run(op, args, device_of(args) || Device.label(nil))
end
