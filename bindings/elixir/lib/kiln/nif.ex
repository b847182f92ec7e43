# Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
defmodule Kiln.Nif do
  @moduledoc """
  The raw NIFs: one function per C function of the Kiln API (`kiln_` prefix dropped).

  Handles are resources (released by the garbage collector, or at once by the matching
  `*_release` function); enums are atoms (integers are accepted too); `const int64_t*` lists
  and handle lists are Elixir lists whose length fills the count parameter; structs are
  maps; out-parameters are returned. Functions that evaluate or copy data run on dirty
  CPU schedulers. Errors are `{:error, {status_atom, message}}`, the message taken from
  `kiln_last_error()` on the thread that made the call. Use the `Kiln` module instead.

  Skipped (no NIF):

    * `kiln_device_vulkan_handles`: struct kiln_vulkan_handles field instance (void*) has no Elixir form
    * `kiln_group_from_mpi_comm`: parameter comm (const void*) has no generated Elixir form
  """

  @on_load :__load__

  @doc false
  def __load__ do
    with :ok <- :erlang.load_nif(Kiln.Loader.nif_path(), Kiln.Loader.library_path()) do
      case __library_error__() do
        nil -> :ok
        reason -> {:error, {:kiln_library_not_loaded, reason}}
      end
    end
  end

  @doc false
  def __library_error__, do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The calling thread's last error message (empty when none). Never NULL; the text stays valid until the thread's next failing call.

  C: `kiln_last_error` (since 1.0). Returns the string.
  """
  def last_error(), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A static name for a status code, such as "KILN_STATUS_OK". Never NULL.

  C: `kiln_status_string` (since 1.0). Returns the string.
  """
  def status_string(_status), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The library's version.

  C: `kiln_version` (since 1.0). Returns `{:ok, {major, minor, patch}}` or `{:error, {status, message}}`.
  """
  def version(), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Bytes per element of a dtype. The 2- and 4-bit integers pack several elements to a byte: they give KILN_STATUS_UNSUPPORTED_DTYPE (kiln_tensor_nbytes gives a tensor's bytes).

  C: `kiln_dtype_size` (since 1.0). Returns `{:ok, size}` or `{:error, {status, message}}`.
  """
  def dtype_size(_dtype), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Number of devices (the CPU is always device 0).

  C: `kiln_device_count` (since 1.0). Returns `{:ok, count}` or `{:error, {status, message}}`.
  """
  def device_count(), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The device at an index below kiln_device_count. Device handles live as long as the process and need no release.

  C: `kiln_device_get` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def device_get(_index), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The default device: KILN_DEVICE if set ("cpu", "vulkan:N"), else the first real GPU, else the CPU. A KILN_DEVICE naming no device gives KILN_STATUS_INVALID_ARGUMENT (never a silent fallback) until kiln_device_set_default picks one.

  C: `kiln_device_default` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def device_default(), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Makes a device the process-wide default.

  C: `kiln_device_set_default` (since 1.0). Returns `:ok` or `{:error, {status, message}}`.
  """
  def device_set_default(_device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Finds a device by label: "cpu", "vulkan" (the first), "vulkan:N", or a decimal index.

  C: `kiln_device_find` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def device_find(_label), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Describes a device. Fills only the fields that info->struct_size covers.

  C: `kiln_device_get_info` (since 1.0). Returns `{:ok, info}` or `{:error, {status, message}}`.
  """
  def device_get_info(_device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Memory statistics of a device. Fills only the fields that stats->struct_size covers.

  C: `kiln_device_memory_stats` (since 1.0). Returns `{:ok, stats}` or `{:error, {status, message}}`.
  """
  def device_memory_stats(_device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Caps the bytes a device may hold for tensors (0 removes the cap). Allocations past it fail with KILN_STATUS_OUT_OF_MEMORY after the cache is freed.

  C: `kiln_device_set_memory_limit` (since 1.0). Returns `:ok` or `{:error, {status, message}}`.
  """
  def device_set_memory_limit(_device, _limit_bytes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Returns memory the device's allocator keeps for reuse.

  C: `kiln_device_clear_cache` (since 1.0). Runs on a dirty CPU scheduler. Returns `:ok` or `{:error, {status, message}}`.
  """
  def device_clear_cache(_device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A tensor of one value everywhere (converted to dtype as astype would; exact for integers up to 2^53).

  C: `kiln_full` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def full(_shape, _value, _dtype, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A tensor of zeros.

  C: `kiln_zeros` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def zeros(_shape, _dtype, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A tensor of ones.

  C: `kiln_ones` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def ones(_shape, _dtype, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Evenly spaced values in [start, stop) as numpy.arange: ceil((stop - start) / step) elements, element i = start + i * step.

  C: `kiln_arange` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def arange(_start, _stop, _step, _dtype, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  An n x m matrix with ones on diagonal k (0 main, >0 above, <0 below) and zeros elsewhere.

  C: `kiln_eye` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def eye(_n, _m, _k, _dtype, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Adds a reference: the handle stays valid until one more kiln_tensor_release.

  C: `kiln_tensor_retain` (since 1.0). Returns `:ok` or `{:error, {status, message}}`.
  """
  def tensor_retain(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Drops a reference; the last one invalidates the handle. Releasing a released handle gives KILN_STATUS_INVALID_HANDLE.

  C: `kiln_tensor_release` (since 1.0). Returns `:ok` or `{:error, {status, message}}`.
  """
  def tensor_release(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Number of dimensions. Never evaluates.

  C: `kiln_tensor_ndim` (since 1.0). Returns `{:ok, ndim}` or `{:error, {status, message}}`.
  """
  def tensor_ndim(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Copies the extents into dims. Never evaluates.

  C: `kiln_tensor_shape` (since 1.0). Returns `{:ok, dims}` or `{:error, {status, message}}`.
  """
  def tensor_shape(_tensor, _capacity), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Element type. Never evaluates.

  C: `kiln_tensor_dtype` (since 1.0). Returns `{:ok, dtype}` or `{:error, {status, message}}`.
  """
  def tensor_dtype(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The device holding the tensor. Never evaluates.

  C: `kiln_tensor_device` (since 1.0). Returns `{:ok, device}` or `{:error, {status, message}}`.
  """
  def tensor_device(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Number of elements. Never evaluates.

  C: `kiln_tensor_size` (since 1.0). Returns `{:ok, size}` or `{:error, {status, message}}`.
  """
  def tensor_size(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Bytes of the tensor's elements in compact row-major form. Never evaluates. The 2- and 4-bit integers count packed.

  C: `kiln_tensor_nbytes` (since 1.0). Returns `{:ok, nbytes}` or `{:error, {status, message}}`.
  """
  def tensor_nbytes(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Whether the tensor's data has been computed.

  C: `kiln_tensor_is_evaluated` (since 1.0). Returns `{:ok, evaluated}` or `{:error, {status, message}}`.
  """
  def tensor_is_evaluated(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Computes the given tensors and whatever they need, each node once.

  C: `kiln_tensor_eval` (since 1.0). Runs on a dirty CPU scheduler. Returns `:ok` or `{:error, {status, message}}`.
  """
  def tensor_eval(_tensors), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Starts computing the given tensors as kiln_tensor_eval does, and returns once a device that queues work (a Vulkan GPU) has it queued, without waiting for it (MLX's async_eval); on the CPU it returns when the work is done. Whatever needs the results waits for them: a read, kiln_tensor_eval, an export, an eval on another device or stream. An eval queued next on the same device and ordering reads them without waiting, so a loop of evals keeps the GPU busy while the host builds the next one. At most two evals are queued at once; a third first waits for the oldest. A failure that happens after the launch (a singular matrix found by a kernel, a lost device) leaves the tensors unevaluated: the call that next needs them evaluates them again and returns the error. kiln_tensor_is_evaluated is false until the work is done and someone has waited for it.

  C: `kiln_tensor_eval_async` (since 1.15). Runs on a dirty CPU scheduler. Returns `:ok` or `{:error, {status, message}}`.
  """
  def tensor_eval_async(_tensors), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Evaluates the tensor and copies its elements, row-major, into dst. The 2- and 4-bit integers are written packed.

  C: `kiln_tensor_read` (since 1.0). Runs on a dirty CPU scheduler. Returns `{:ok, dst}` or `{:error, {status, message}}`.
  """
  def tensor_read(_tensor, _dst_bytes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Ends a loan from kiln_tensor_borrow.

  C: `kiln_borrow_release` (since 1.0). Returns `:ok` or `{:error, {status, message}}`.
  """
  def borrow_release(_borrow), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A new, independent tensor with the same contents on the same device, made there without a host round trip.

  C: `kiln_tensor_copy` (since 1.0). Runs on a dirty CPU scheduler. Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def tensor_copy(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The tensor's contents on another device. When it is already there, out is a new reference to the same tensor.

  C: `kiln_tensor_to_device` (since 1.0). Runs on a dirty CPU scheduler. Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def tensor_to_device(_tensor, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A new stream on the device. Evals on different streams do not wait for each other: on a Vulkan device each stream submits to a queue of its own where the device has several (else streams share its one queue, without waiting on each other's submissions), and on the CPU a stream's kernels run without holding the library's lock, so other threads' calls proceed meanwhile. Evals on one stream run one after another. A tensor that one stream is computing is waited for, not computed twice, when another eval needs it.

  C: `kiln_stream_create` (since 1.6). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def stream_create(_device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Releases a stream. An eval running on it meanwhile is not disturbed: the stream is freed when that eval ends.

  C: `kiln_stream_release` (since 1.6). Returns `:ok` or `{:error, {status, message}}`.
  """
  def stream_release(_stream), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The device a stream belongs to.

  C: `kiln_stream_device` (since 1.6). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def stream_device(_stream), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Computes the given tensors as kiln_tensor_eval does, with the stream's device's work ordered on the stream (work on other devices runs as in kiln_tensor_eval). Returns once the work is done; another thread's eval on another stream runs at the same time.

  C: `kiln_stream_eval` (since 1.6). Runs on a dirty CPU scheduler. Returns `:ok` or `{:error, {status, message}}`.
  """
  def stream_eval(_stream, _tensors), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Starts computing the given tensors as kiln_stream_eval does (the stream's device's work ordered on the stream), returning once the work is queued, as kiln_tensor_eval_async does. The stream is kept until the work is done, even if released meanwhile.

  C: `kiln_stream_eval_async` (since 1.15). Runs on a dirty CPU scheduler. Returns `:ok` or `{:error, {status, message}}`.
  """
  def stream_eval_async(_stream, _tensors), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A tensor with a shape, dtype and device but no values: an input of a graph to capture with kiln_function_create. Ops take it as any lazy tensor; evaluating it, or anything built from it, fails with INVALID_ARGUMENT, so no value computed from a placeholder can be baked into a captured graph. Its layout is contiguous.

  C: `kiln_placeholder` (since 1.9). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def placeholder(_shape, _dtype, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Captures the lazy graph that computes outputs from inputs (distinct placeholders), so that kiln_function_call can build it again on other tensors without the caller making each op again (a training step's graph, rebuilt every step). Nothing is evaluated. Parts of the graph that do not depend on an input (constants, weights held as tensors) are shared by every call and computed at most once. Every placeholder the outputs depend on must be one of inputs. The captured graph is a copy: evaluating or releasing the given tensors afterwards does not change it.

  C: `kiln_function_create` (since 1.9). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def function_create(_inputs, _outputs), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Builds the captured graph again with args in place of its inputs and returns its outputs as new lazy tensors (evaluate them as any others); the same nodes as the captured graph, so an eval of them plans and fuses the same way. Each arg must have its input's shape, dtype and device (else INVALID_ARGUMENT); an arg with another layout (strided, offset) is read through a contiguous copy. Calls from several threads are safe.

  C: `kiln_function_call` (since 1.9). Returns `{:ok, results}` or `{:error, {status, message}}`.
  """
  def function_call(_function, _args, _result_count), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The number of inputs and outputs of a captured function.

  C: `kiln_function_arity` (since 1.9). Returns `{:ok, {input_count, output_count}}` or `{:error, {status, message}}`.
  """
  def function_arity(_function), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Releases a captured function; tensors returned by its calls stay valid.

  C: `kiln_function_release` (since 1.9). Returns `:ok` or `{:error, {status, message}}`.
  """
  def function_release(_function), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Derives the vector-Jacobian product of a captured function: a new captured function taking f's inputs, then one cotangent per output of f (the output's shape and dtype), and returning f's outputs, then one cotangent per input of f (the input's shape and dtype): the sum over outputs of cotangent^T d output / d input. Inputs the outputs do not depend on, or depend on only through integer, bool or stop_gradient values, get zeros. Gradients flow through real float and complex values; for complex ones the convention is PyTorch's (the gradient of a real loss L is dL/dRe + i dL/dIm). docs/gradients.md gives each op's rule; an op without one fails here with KILN_STATUS_UNSUPPORTED naming it. The result is an ordinary captured function: call it, release it, or differentiate it again (second order).

  C: `kiln_function_vjp` (since 1.10). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def function_vjp(_function), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Derives the Jacobian-vector product of a captured function: a new captured function taking f's inputs, then one tangent per input (the input's shape and dtype), and returning f's outputs, then one tangent per output: the sum over inputs of d output / d input times the tangent. It is computed as the vector-Jacobian product of the vector-Jacobian product (linear in its cotangents), so every op with a rule for kiln_function_vjp has one here, and the two agree: <v, J u> = <J^T v, u>.

  C: `kiln_function_jvp` (since 1.10). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def function_jvp(_function), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Derives value and gradient: a new captured function taking f's inputs and returning f's outputs (output 0 must be a 0-d real float: the loss; others are passed through), then the gradient of output 0 with respect to each chosen input, in the order of argnums (each of the input's shape and dtype). A training step is one call of it.

  C: `kiln_function_value_and_grad` (since 1.10). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def function_value_and_grad(_function, _argnums), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise -x.

  C: `kiln_negative` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def negative(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise |x|.

  C: `kiln_abs` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def abs(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise -1, 0 or 1 (NaN stays NaN).

  C: `kiln_sign` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def sign(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise e^x.

  C: `kiln_exp` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def exp(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise natural logarithm.

  C: `kiln_log` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def log(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise log(1 + x).

  C: `kiln_log1p` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def log1p(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise e^x - 1.

  C: `kiln_expm1` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def expm1(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise square root.

  C: `kiln_sqrt` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def sqrt(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise 1 / sqrt(x).

  C: `kiln_rsqrt` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def rsqrt(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise x * x.

  C: `kiln_square` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def square(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise sine.

  C: `kiln_sin` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def sin(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise cosine.

  C: `kiln_cos` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def cos(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise tangent.

  C: `kiln_tan` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def tan(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise hyperbolic tangent.

  C: `kiln_tanh` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def tanh(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise 1 / (1 + e^-x).

  C: `kiln_sigmoid` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def sigmoid(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise error function.

  C: `kiln_erf` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def erf(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise round down.

  C: `kiln_floor` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def floor(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise round up.

  C: `kiln_ceil` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def ceil(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise round half to even.

  C: `kiln_round` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def round(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise x == 0, as bool.

  C: `kiln_logical_not` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def logical_not(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise ~x (bool and integers).

  C: `kiln_bitwise_not` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def bitwise_not(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise x is NaN, as bool.

  C: `kiln_isnan` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def isnan(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise x is infinite, as bool.

  C: `kiln_isinf` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def isinf(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise x is finite, as bool.

  C: `kiln_isfinite` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def isfinite(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise arc sine (radians).

  C: `kiln_asin` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def asin(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise arc cosine (radians).

  C: `kiln_acos` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def acos(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise arc tangent (radians).

  C: `kiln_atan` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def atan(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise hyperbolic sine.

  C: `kiln_sinh` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def sinh(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise hyperbolic cosine.

  C: `kiln_cosh` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def cosh(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise inverse hyperbolic sine.

  C: `kiln_asinh` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def asinh(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise inverse hyperbolic cosine.

  C: `kiln_acosh` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def acosh(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise inverse hyperbolic tangent.

  C: `kiln_atanh` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def atanh(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise base-2 logarithm.

  C: `kiln_log2` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def log2(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise base-10 logarithm.

  C: `kiln_log10` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def log10(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise 2^x.

  C: `kiln_exp2` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def exp2(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise cube root.

  C: `kiln_cbrt` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def cbrt(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise complementary error function 1 - erf(x), accurate where erf(x) nears 1.

  C: `kiln_erfc` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def erfc(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise inverse error function: y with erf(y) = x, for x in [-1, 1].

  C: `kiln_erf_inv` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def erf_inv(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise round toward zero (integers unchanged).

  C: `kiln_trunc` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def trunc(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise 1 / x (integers divide in float32).

  C: `kiln_reciprocal` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def reciprocal(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise number of set bits of an integer (of its two's complement bits for negative ones).

  C: `kiln_population_count` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def population_count(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise number of zero bits above the highest set bit of an integer, in its dtype's width (the width for 0; 0 for negative ones).

  C: `kiln_count_leading_zeros` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def count_leading_zeros(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise whether the sign bit is set, as bool: true for negative numbers, -0.0 and NaNs with the sign bit; false for unsigned integers and bool.

  C: `kiln_signbit` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def signbit(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise round half away from zero (C's round, Nx's round): 2.5 gives 3.0, -2.5 gives -3.0; the sign of zero is kept.

  C: `kiln_round_half_away` (since 1.5). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def round_half_away(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a + b, with broadcasting and type promotion.

  C: `kiln_add` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def add(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a - b, with broadcasting and type promotion.

  C: `kiln_subtract` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def subtract(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a * b, with broadcasting and type promotion.

  C: `kiln_multiply` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def multiply(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise true division a / b (integers divide in float32), with broadcasting and type promotion.

  C: `kiln_divide` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def divide(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise floor(a / b), with broadcasting and type promotion. Floats: NumPy's quotient for finite operands, floor(a / b) when one is infinite as the array API prefers (inf // 2 is inf, 1 // -inf and -1 // inf are -0.0), a zero quotient keeping its sign; integers: x // 0 is 0.

  C: `kiln_floor_divide` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def floor_divide(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a - floor(a / b) * b (sign of b, as Python), with broadcasting and type promotion.

  C: `kiln_remainder` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def remainder(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a ** b, with broadcasting and type promotion.

  C: `kiln_power` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def power(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise larger of a and b (NaN propagates), with broadcasting and type promotion.

  C: `kiln_maximum` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def maximum(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise smaller of a and b (NaN propagates), with broadcasting and type promotion.

  C: `kiln_minimum` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def minimum(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise arc tangent of a / b in the right quadrant, with broadcasting and type promotion.

  C: `kiln_atan2` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def atan2(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a == b, with broadcasting and type promotion.

  C: `kiln_equal` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def equal(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a != b, with broadcasting and type promotion.

  C: `kiln_not_equal` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def not_equal(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a < b, with broadcasting and type promotion.

  C: `kiln_less` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def less(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a <= b, with broadcasting and type promotion.

  C: `kiln_less_equal` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def less_equal(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a > b, with broadcasting and type promotion.

  C: `kiln_greater` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def greater(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a >= b, with broadcasting and type promotion.

  C: `kiln_greater_equal` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def greater_equal(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a && b as bool, with broadcasting and type promotion.

  C: `kiln_logical_and` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def logical_and(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a || b as bool, with broadcasting and type promotion.

  C: `kiln_logical_or` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def logical_or(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a != b as truth values, as bool, with broadcasting and type promotion.

  C: `kiln_logical_xor` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def logical_xor(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a & b, with broadcasting and type promotion.

  C: `kiln_bitwise_and` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def bitwise_and(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a | b, with broadcasting and type promotion.

  C: `kiln_bitwise_or` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def bitwise_or(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a ^ b, with broadcasting and type promotion.

  C: `kiln_bitwise_xor` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def bitwise_xor(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a << b (0 once b reaches the bit width), with broadcasting and type promotion.

  C: `kiln_left_shift` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def left_shift(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise a >> b, arithmetic for signed types, with broadcasting and type promotion.

  C: `kiln_right_shift` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def right_shift(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise log(e^a + e^b) without overflow, with broadcasting and type promotion.

  C: `kiln_logaddexp` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def logaddexp(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise sqrt(a^2 + b^2) without overflow, with broadcasting and type promotion.

  C: `kiln_hypot` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def hypot(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise |a| with the sign of b, with broadcasting and type promotion.

  C: `kiln_copysign` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def copysign(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise integer division rounding toward zero (C's a / b, Nx's quotient), with broadcasting and type promotion; x / 0 is 0 and MIN / -1 wraps to MIN.

  C: `kiln_quotient` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def quotient(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise truncated remainder a - trunc(a / b) * b (C's fmod, Nx's remainder): the result takes the dividend's sign, with broadcasting and type promotion; for integers x fmod 0 is 0 (as remainder and quotient), for floats NaN.

  C: `kiln_fmod` (since 1.5). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def fmod(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Sum (bool and signed integers accumulate as int64, unsigned as uint64) over the given axes.

  C: `kiln_sum` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def sum(_x, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Product (accumulating as sum does) over the given axes.

  C: `kiln_prod` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def prod(_x, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Maximum (NaN propagates; error on an empty reduction) over the given axes.

  C: `kiln_max` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def max(_x, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Minimum (NaN propagates; error on an empty reduction) over the given axes.

  C: `kiln_min` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def min(_x, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Arithmetic mean (integers give float32) over the given axes.

  C: `kiln_mean` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def mean(_x, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Whether every element is nonzero, as bool over the given axes.

  C: `kiln_all` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def all(_x, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Whether any element is nonzero, as bool over the given axes.

  C: `kiln_any` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def any(_x, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Index of the first maximum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis.

  C: `kiln_argmax` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def argmax(_x, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Index of the first minimum along one axis, as int64; with axes NULL, the index into the flattened tensor. At most one axis.

  C: `kiln_argmin` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def argmin(_x, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  log(sum(exp(x))) over the given axes, computed stably: the maximum is subtracted first (integers and bool give float32; an empty reduction gives -inf).

  C: `kiln_logsumexp` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def logsumexp(_x, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Running sum along one axis (bool and signed integers accumulate as int64, unsigned as uint64; wraps on overflow); with reverse, from the end of the axis.

  C: `kiln_cumulative_sum` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def cumulative_sum(_x, _axis, _reverse), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Running product along one axis (accumulating as cumulative_sum does); with reverse, from the end of the axis.

  C: `kiln_cumulative_product` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def cumulative_product(_x, _axis, _reverse), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Running maximum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis.

  C: `kiln_cumulative_max` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def cumulative_max(_x, _axis, _reverse), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Running minimum along one axis (a NaN propagates to every later element); with reverse, from the end of the axis.

  C: `kiln_cumulative_min` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def cumulative_min(_x, _axis, _reverse), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Running log(sum(exp(x))) along one axis, computed stably without overflow (integers and bool give float32); with reverse, from the end of the axis.

  C: `kiln_logcumsumexp` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def logcumsumexp(_x, _axis, _reverse), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise rectified linear unit: max(x, 0) (NaN stays NaN).

  C: `kiln_relu` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def relu(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise sigmoid-weighted linear unit (swish): x * sigmoid(x).

  C: `kiln_silu` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def silu(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise Gaussian error linear unit, exact form: x * Phi(x) = x / 2 * erfc(-x / sqrt(2)).

  C: `kiln_gelu` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def gelu(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise Gaussian error linear unit, tanh approximation: x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3))).

  C: `kiln_gelu_tanh` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def gelu_tanh(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise softplus, log(1 + e^x), computed as max(x, 0) + log1p(e^-|x|) (no overflow).

  C: `kiln_softplus` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def softplus(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise real part: complex64 gives float32, complex128 float64; other dtypes are returned as they are.

  C: `kiln_real` (since 1.7). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def real(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise imaginary part: complex64 gives float32, complex128 float64; other dtypes give zeros of their dtype.

  C: `kiln_imag` (since 1.7). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def imag(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise complex conjugate; other dtypes are returned as they are.

  C: `kiln_conj` (since 1.7). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def conj(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise argument (phase) in radians, atan2(imag, real): complex64 gives float32, complex128 float64; real dtypes give atan2(0, x) in their float type (integers and bool in float32).

  C: `kiln_angle` (since 1.7). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def angle(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  x itself (a view: no copy, no kernel), through which no gradient passes: in a function differentiated by kiln_function_vjp, kiln_function_jvp or kiln_function_value_and_grad, what is computed from it is treated as a constant.

  C: `kiln_stop_gradient` (since 1.10). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def stop_gradient(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise cond ? x : y, broadcasting all three.

  C: `kiln_where` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def where(_cond, _x, _y), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise min(max(x, lo), hi). Either bound may be NULL for none.

  C: `kiln_clip` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def clip(_x, _lo, _hi), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Converts to another dtype (floats to integers truncate toward zero and saturate; NaN becomes 0).

  C: `kiln_astype` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def astype(_x, _dtype), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Reinterprets the bytes as another dtype. Equal sizes keep the shape; otherwise the last axis scales by the size ratio.

  C: `kiln_bitcast` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def bitcast(_x, _dtype), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Matrix product as numpy.matmul: 1-D operands are promoted and the added axis removed; batch axes broadcast.

  C: `kiln_matmul` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def matmul(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Same elements in a new shape; one extent may be -1. A view when the layout allows, else a copy.

  C: `kiln_reshape` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def reshape(_x, _shape), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Permutes the axes (a view). axes NULL reverses them.

  C: `kiln_transpose` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def transpose(_x, _axes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Broadcasts to a shape (a view with zero strides).

  C: `kiln_broadcast_to` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def broadcast_to(_x, _shape), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Inserts axes of extent 1 at the given positions of the result (a view).

  C: `kiln_expand_dims` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def expand_dims(_x, _axes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Removes axes of extent 1 (a view). axes NULL removes all of them.

  C: `kiln_squeeze` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def squeeze(_x, _axes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Basic slicing (a view), per axis as Python's slice(start, stop, step): negative values count from the end and bounds clamp; INT64_MAX / INT64_MIN mean an open end. Axes past naxes are taken whole.

  C: `kiln_slice` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def slice(_x, _start, _stop, _step), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Joins tensors along an existing axis (dtypes promote).

  C: `kiln_concatenate` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def concatenate(_tensors, _axis), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Joins same-shaped tensors along a new axis (dtypes promote).

  C: `kiln_stack` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def stack(_tensors, _axis), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Pads with a constant: pad_before[i] and pad_after[i] elements on axis i.

  C: `kiln_pad` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def pad(_x, _pad_before, _pad_after, _value), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Reverses the order of elements along the given axes (a view). axes NULL flips all.

  C: `kiln_flip` (since 1.0). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def flip(_x, _axes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Evaluates the tensor and exports it as a DLPack 1.x managed tensor (always kDLCPU). CPU tensors and host-visible GPU memory are shared, not copied (strided views keep their strides and byte_offset); a flipped (negative-stride) view or device-only memory is copied, and DLPACK_FLAG_BITMASK_IS_COPIED is set. The export keeps the memory alive after the tensor is released; call its deleter exactly once, from any thread.

  C: `kiln_tensor_to_dlpack` (since 1.1). Runs on a dirty CPU scheduler. Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def tensor_to_dlpack(_tensor, _options), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Imports a DLPack 1.x managed tensor. kDLCPU memory becomes a CPU tensor without a copy when its layout allows (element-aligned data and byte_offset); otherwise, or for another target device, or with KILN_DLPACK_COPY_ALWAYS, the elements are copied and the producer's deleter runs before the call returns. On success Kiln owns `managed` and calls its deleter exactly once, when the last tensor using the memory is gone; on failure the caller still owns it. Since 1.12, kDLCUDA memory on the CUDA device of a Vulkan device with the CUDA interop layer is copied into a new tensor on that device (or options->device) by one device-to-device copy, which is waited for before the call returns (the producer must have finished writing it: DLPack's stream handshake, made on the legacy default stream); KILN_DLPACK_COPY_NEVER refuses it.

  C: `kiln_tensor_from_dlpack` (since 1.1). Runs on a dirty CPU scheduler. Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def tensor_from_dlpack(_managed, _options), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  kiln_tensor_to_dlpack for consumers of the unversioned DLPack 0.x DLManagedTensor (no flags: a read-only or copied export cannot say so).

  C: `kiln_tensor_to_dlpack_legacy` (since 1.1). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def tensor_to_dlpack_legacy(_tensor, _options), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  kiln_tensor_from_dlpack for producers of the unversioned DLPack 0.x DLManagedTensor.

  C: `kiln_tensor_from_dlpack_legacy` (since 1.1). Runs on a dirty CPU scheduler. Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def tensor_from_dlpack_legacy(_managed, _options), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The DLPack device (DLDeviceType and id) that kiln_tensor_to_dlpack would give for this tensor, without evaluating it: what Python's __dlpack_device__ returns. Kiln exports kDLCPU (1), device id 0. (kiln_device_cuda_device tells whether kiln_tensor_to_dlpack_cuda can export it as kDLCUDA.)

  C: `kiln_tensor_dlpack_device` (since 1.1). Returns `{:ok, {device_type, device_id}}` or `{:error, {status, message}}`.
  """
  def tensor_dlpack_device(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elements of x at integer indices along one axis, as numpy.take: the result's shape is x.shape[:axis] + indices.shape + x.shape[axis+1:]. An index i in [-n, n) selects x[..., i (+ n if negative), ...]; others are clamped into [0, n-1], or fail the eval with KILN_STATUS_INDEX_OUT_OF_RANGE when KILN_DEBUG_BOUNDS is on.

  C: `kiln_take` (since 1.2). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def take(_x, _indices, _axis), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elements of x at integer indices along one axis, as numpy.take_along_axis: indices have x's rank, and their other dimensions broadcast against x's; the result has the broadcast shape with the indices' extent along the axis. Indices are read as kiln_take reads them (negative counts from the end; others clamped, or KILN_STATUS_INDEX_OUT_OF_RANGE from the eval when KILN_DEBUG_BOUNDS is on).

  C: `kiln_take_along_axis` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def take_along_axis(_x, _indices, _axis), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Nx's gather: indices of shape [..., K] address K axes of x; the result has shape indices.shape[:-1] + x's other extents (in order), each index row selecting the slice of x at those positions. Each index component is clamped into [0, n - 1] of its axis, as XLA and Nx do (a negative index gives 0).

  C: `kiln_gather` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def gather(_x, _indices, _axes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Nx's indexed_add: x with updates added at the slices that indices [..., K] address (as kiln_gather addresses them); updates have shape indices.shape[:-1] + x's other extents. Duplicate indices accumulate. The result dtype promotes x's and updates' (bool is refused); 8 and 16-bit types accumulate in 32 bits. On Vulkan, float additions to one element happen in any order (rounding may vary between runs). Each index component is clamped into [0, n - 1] of its axis, as XLA and Nx do (a negative index gives 0).

  C: `kiln_indexed_add` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def indexed_add(_x, _indices, _updates, _axes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Nx's indexed_put: x with updates written at the slices that indices [..., K] address (as kiln_indexed_add); where indices repeat, the last update wins, on every device. The result dtype promotes x's and updates'. Each index component is clamped into [0, n - 1] of its axis, as XLA and Nx do (a negative index gives 0).

  C: `kiln_indexed_put` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def indexed_put(_x, _indices, _updates, _axes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The coordinates of x's nonzero elements (NaN counts as nonzero, -0.0 as zero), as numpy.argwhere: an int64 tensor [count, ndim], in row-major order. The count depends on the data, so this call evaluates what it needs of x (and fails with the eval's status); the coordinates themselves stay lazy.

  C: `kiln_argwhere` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def argwhere(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The int64 positions that sort x along one axis, stably: ascending with NaN last (as numpy.argsort(kind='stable')), or descending, the exact reverse order (NaN first) with equal elements still in their original order. -0.0 and +0.0 are equal.

  C: `kiln_argsort` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def argsort(_x, _axis, _descending), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  x sorted along one axis, in the order of kiln_argsort (NaN last ascending, first descending).

  C: `kiln_sort` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def sort(_x, _axis, _descending), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The k largest elements along the last axis, largest first (NaN counts as the largest; ties keep their order), and their int64 positions, as Nx.top_k.

  C: `kiln_top_k` (since 1.3). Returns `{:ok, {values, indices}}` or `{:error, {status, message}}`.
  """
  def top_k(_x, _k), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The distinct values of x in ascending order (NaNs count as one value, last; -0.0 equals +0.0), how often each occurs, and for every element of x the index of its value, as numpy.unique with return_counts and return_inverse (the inverse has x's shape, as the array API's unique_all). The number of distinct values depends on the data, so this call evaluates what it needs of x; the results stay lazy.

  C: `kiln_unique` (since 1.3). Returns `{:ok, {values, counts, inverse}}` or `{:error, {status, message}}`.
  """
  def unique(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  For each value of v, the index where it would be inserted into the ascending 1-d a (NaN last, as kiln_sort orders) to keep it sorted, as numpy.searchsorted: before a's equal elements (side left) or after them (right). a and v promote to one dtype; the result is int64 of v's shape. a must already be sorted (else the result is unspecified, but still in [0, len(a)]).

  C: `kiln_searchsorted` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def searchsorted(_a, _v, _right), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Calls `callback` for every telemetry event from now on (see kiln_telemetry_callback for the thread it runs on). With no subscriber, emitting an event costs one atomic load.

  C: `kiln_telemetry_subscribe` (since 1.2). Returns `{:ok, subscription}` or `{:error, {status, message}}`.
  """
  def telemetry_subscribe(_callback), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Ends a subscription; the callback is not called again once this returns. An unknown id gives KILN_STATUS_INVALID_ARGUMENT.

  C: `kiln_telemetry_unsubscribe` (since 1.2). Returns `:ok` or `{:error, {status, message}}`.
  """
  def telemetry_unsubscribe(_subscription), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Switches the debug checks (kiln_debug_flag bits) for the whole process. Unknown bits give KILN_STATUS_INVALID_ARGUMENT.

  C: `kiln_debug_set_flags` (since 1.2). Returns `:ok` or `{:error, {status, message}}`.
  """
  def debug_set_flags(_flags), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The debug checks in force (kiln_debug_flag bits).

  C: `kiln_debug_get_flags` (since 1.2). Returns `{:ok, flags}` or `{:error, {status, message}}`.
  """
  def debug_get_flags(), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Chooses, for the whole process, whether ops a device cannot run natively run on the CPU or fail.

  C: `kiln_fallback_set_policy` (since 1.2). Returns `:ok` or `{:error, {status, message}}`.
  """
  def fallback_set_policy(_policy), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The fallback policy in force.

  C: `kiln_fallback_get_policy` (since 1.2). Returns `{:ok, policy}` or `{:error, {status, message}}`.
  """
  def fallback_get_policy(), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  How `device` runs the op named `op` (a function name without the kiln_ prefix: "exp", "power", "sum", "matmul", "take"...) on inputs of `dtype`. An unknown name gives KILN_STATUS_INVALID_ARGUMENT.

  C: `kiln_device_op_support` (since 1.2). Returns `{:ok, support}` or `{:error, {status, message}}`.
  """
  def device_op_support(_device, _op, _dtype), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  How many (op, dtype) pairs fall back to the CPU on `device`; kiln_device_fallback_get lists them.

  C: `kiln_device_fallback_count` (since 1.2). Returns `{:ok, count}` or `{:error, {status, message}}`.
  """
  def device_fallback_count(_device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The index-th (op, dtype) pair that falls back to the CPU on `device`, in a stable order.

  C: `kiln_device_fallback_get` (since 1.2). Returns `{:ok, {op, dtype}}` or `{:error, {status, message}}`.
  """
  def device_fallback_get(_device, _index), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The CUDA device number of a Vulkan device on which the CUDA interop layer is active (an NVIDIA GPU that CUDA sees with the same UUID, libcuda found, KILN_CUDA not off), or -1 when it is not (any other device, the CPU included): what Python's __dlpack_device__ reports as kDLCUDA's device id. kiln_info_report says why the layer is off.

  C: `kiln_device_cuda_device` (since 1.12). Returns `{:ok, cuda_device}` or `{:error, {status, message}}`.
  """
  def device_cuda_device(_device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Evaluates a tensor on a Vulkan device where the CUDA interop layer is active (kiln_device_cuda_device gives a device number) and exports it as kDLCUDA with no copy: data is the CUDA address of the tensor's memory block (imported into CUDA once per block), byte_offset the tensor's offset in it, device_id the CUDA device number. Constant time whatever the size. The data is ready for any stream when the call returns (Kiln's eval waits for its work). Writes by the consumer are seen by Kiln once the consumer's stream has finished them (synchronize it before the next Kiln call that reads the tensor). The deleter waits for `stream` before the memory goes back to Kiln, so work the consumer queued on it may still read it. A flipped view, a tensor on another device, or KILN_DLPACK_COPY_ALWAYS gives a copy on the device (DLPACK_FLAG_BITMASK_IS_COPIED), refused under KILN_DLPACK_COPY_NEVER. KILN_STATUS_UNSUPPORTED when the device has no active CUDA interop layer (kiln-info says why).

  C: `kiln_tensor_to_dlpack_cuda` (since 1.12). Runs on a dirty CPU scheduler. Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def tensor_to_dlpack_cuda(_tensor, _stream, _options), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  kiln_tensor_to_dlpack_cuda for consumers of the unversioned DLPack 0.x DLManagedTensor (no flags: a copied export cannot say so).

  C: `kiln_tensor_to_dlpack_cuda_legacy` (since 1.12). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def tensor_to_dlpack_cuda_legacy(_tensor, _stream, _options), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A 0-d "weak" integer: a binding's plain integer operand. In binary ops, kiln_where and kiln_clip next to a tensor that is not weak it takes that tensor's dtype (int64 next to bool) and must fit it (300 next to uint8 gives KILN_STATUS_INVALID_ARGUMENT when the op is built); elsewhere it is an int64 tensor. See docs/dtypes.md, "Plain numbers".

  C: `kiln_weak_scalar_int` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def weak_scalar_int(_value, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A 0-d "weak" float: a binding's plain float operand. In binary ops, kiln_where and kiln_clip next to a float tensor that is not weak it takes that tensor's dtype (float16 + 2.0 is float16), next to an integer or bool tensor float32 (int32 + 0.5 is float32 1.5); elsewhere it is a float32 tensor. See docs/dtypes.md, "Plain numbers".

  C: `kiln_weak_scalar_float` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def weak_scalar_float(_value, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Turns elementwise fusion on or off for the whole process (on by default; KILN_FUSION=off in the environment starts it off). Fused and unfused evaluation give the same results.

  C: `kiln_fusion_set_enabled` (since 1.3). Returns `:ok` or `{:error, {status, message}}`.
  """
  def fusion_set_enabled(_enabled), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Whether elementwise fusion is on.

  C: `kiln_fusion_get_enabled` (since 1.3). Returns `{:ok, enabled}` or `{:error, {status, message}}`.
  """
  def fusion_get_enabled(), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  exp(x - max) / sum(exp(x - max)) over the given axes (the maximum subtracted first, so no exp overflows); integers and bool give float32. The result has x's shape.

  C: `kiln_softmax` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def softmax(_x, _axes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  (x - max) - log(sum(exp(x - max))) over the given axes, computed stably; integers and bool give float32. The result has x's shape.

  C: `kiln_log_softmax` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def log_softmax(_x, _axes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Variance over the given axes: the mean of squared deviations from the mean (two passes), with the sum divided by count - ddof (NaN or inf when that is not positive, as NumPy); integers and bool give float32.

  C: `kiln_var` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def var(_x, _axes, _ddof, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Standard deviation over the given axes: the square root of kiln_var with the same ddof.

  C: `kiln_std` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def std(_x, _axes, _ddof, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Random bits from the Threefry-2x32 (20 rounds) stream of the key: uint32 element i is word i of the stream (block i / 2 as the counter, lane i % 2); uint8 and uint16 take the low bits of word i, uint64 words 2i (low) and 2i + 1 (high). Values depend only on the key and the element's position, the same on every device.

  C: `kiln_random_bits` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def random_bits(_key, _shape, _dtype), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Uniform random floats in [low, high): the top mantissa bits of kiln_random_bits of the float's size under the exponent of 1.0, minus 1, scaled (as JAX and Nx.Random). Values depend only on the key and the element's position, the same on every device.

  C: `kiln_random_uniform` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def random_uniform(_key, _shape, _low, _high, _dtype), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Standard normal random floats: sqrt(2) erfinv(u) for u uniform in (-1, 1) (16-bit floats compute in float32). Values depend only on the key and the element's position, the same on every device.

  C: `kiln_random_normal` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def random_normal(_key, _shape, _dtype), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Random integers in [low, high): (uint64 bits mod (high - low)) + low, a bias of at most (high - low) / 2^64. KILN_STATUS_INVALID_ARGUMENT unless low < high and both ends fit the dtype. Values depend only on the key and the element's position, the same on every device.

  C: `kiln_random_randint` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def random_randint(_key, _shape, _low, _high, _dtype), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Random bools, true with probability p: a float32 kiln_random_uniform value below p. Values depend only on the key and the element's position, the same on every device.

  C: `kiln_random_bernoulli` (since 1.3). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def random_bernoulli(_key, _p, _shape), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  What Kiln sees on this machine, as the text `kiln-info` prints: the library version, KILN_DEVICE and the default device, and for every device its name, driver and driver version, memory heaps, native dtypes, features (float64, float16, bfloat16, cooperative matrix), limits, memory in use, pipeline cache file and the (op, dtype) pairs that fall back to the CPU there. The first troubleshooting step.

  C: `kiln_info_report` (since 1.3). Returns `{:ok, text}` or `{:error, {status, message}}`.
  """
  def info_report(), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Root-mean-square normalization over the last axis, one fused kernel: x * rsqrt(mean(x^2) + eps) * weight (as MLX's fast.rms_norm). float16 and bfloat16 accumulate in float32, float64 in float64; the result has x's dtype and shape. A row of zeros with eps 0 gives NaN.

  C: `kiln_rms_norm` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def rms_norm(_x, _weight, _eps), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Layer normalization over the last axis, one fused kernel: (x - mean) * rsqrt(var + eps) * weight + bias, var the population variance (as MLX's fast.layer_norm). float16 and bfloat16 accumulate in float32, float64 in float64; the result has x's dtype and shape.

  C: `kiln_layer_norm` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def layer_norm(_x, _weight, _bias, _eps), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  softmax(scale * q @ k^T + mask) @ v per batch and head, one fused kernel that streams k and v with an online softmax, so memory is linear in the sequence length (as MLX's fast.scaled_dot_product_attention). q is [B, H, Lq, D], k and v [B, Hkv, Lk, D] with Hkv dividing H (grouped-query attention: query head h reads key head h / (H / Hkv)). causal keeps key j for query i when j <= i + Lk - Lq (aligned to the end; the first Lq - Lk queries see no key when Lq > Lk). A query row whose keys are all masked (-inf) gives NaN, as softmax of a row of -inf does. float16, bfloat16 (accumulated in float32), float32 and float64; the result is [B, H, Lq, D] in q's dtype.

  C: `kiln_scaled_dot_product_attention` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def scaled_dot_product_attention(_q, _k, _v, _scale, _mask, _causal), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  N-d convolution (cross-correlation, no kernel flip) with Nx's conv semantics in the canonical layout: input [batch, in_features, s1..sn], kernel [out_features, in_features / feature_group_size, k1..kn], result [batch / batch_group_size, out_features, o1..on]. Per spatial axis the input is dilated (input_dilation - 1 zeros between elements), padded with padding_low/padding_high zeros (negative values crop), and the kernel dilated by kernel_dilation; o = (padded - dilated_kernel) / stride + 1, and a dilated kernel larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. feature_group_size splits the input features and output features into that many groups (each output group sees its input group); batch_group_size splits the batch into groups (batch b of group g is input batch g * (batch / batch_group_size) + b) and the output features into as many groups, output group g seeing batch group g. The result dtype promotes input's and kernel's (bool is refused); 16-bit floats accumulate in float32, integers wrap. Other layouts: transpose the operands (views) before and the result after.

  C: `kiln_conv` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def conv(_input, _kernel, _strides, _padding_low, _padding_high, _input_dilation, _kernel_dilation, _feature_group_size, _batch_group_size), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Nx's window_sum: sums (padding counts as 0) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap).

  C: `kiln_window_sum` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def window_sum(_x, _window, _strides, _padding_low, _padding_high, _dilation), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Nx's window_product: products (padding counts as 1) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap).

  C: `kiln_window_product` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def window_product(_x, _window, _strides, _padding_low, _padding_high, _dilation), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Nx's window_max: maxima (padding counts as the dtype's lowest value, -inf for floats) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). NaN inside a window gives NaN.

  C: `kiln_window_max` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def window_max(_x, _window, _strides, _padding_low, _padding_high, _dilation), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Nx's window_min: minima (padding counts as the dtype's highest value, +inf for floats) over sliding windows of x. Per axis the padded extent is n + padding_low + padding_high, the dilated window (window - 1) * dilation + 1, and the result extent (padded - dilated window) / stride + 1; a window larger than the padded input is KILN_STATUS_INVALID_ARGUMENT, as Nx raises. The result keeps x's dtype (integer sums and products wrap). NaN inside a window gives NaN.

  C: `kiln_window_min` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def window_min(_x, _window, _strides, _padding_low, _padding_high, _dilation), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Nx's window_scatter_max (the gradient of window_max): a result of x's shape and source's dtype filled with init_value, to which each window's source value is added at the position of the window's largest element of x (ties: the last such position in row-major window order, as Nx.BinaryBackend picks). Windows are laid out as kiln_window_max lays them out without dilation; padding positions are never selected (a window of padding only scatters nothing). source must have the shape of kiln_window_max's result.

  C: `kiln_window_scatter_max` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def window_scatter_max(_x, _source, _init_value, _window, _strides, _padding_low, _padding_high), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Nx's window_scatter_min (the gradient of window_min): a result of x's shape and source's dtype filled with init_value, to which each window's source value is added at the position of the window's smallest element of x (ties: the last such position in row-major window order, as Nx.BinaryBackend picks). Windows are laid out as kiln_window_min lays them out without dilation; padding positions are never selected (a window of padding only scatters nothing). source must have the shape of kiln_window_min's result.

  C: `kiln_window_scatter_min` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def window_scatter_min(_x, _source, _init_value, _window, _strides, _padding_low, _padding_high), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise leaky rectified linear unit: x where x >= 0, negative_slope * x elsewhere (NaN stays NaN). A composite of multiply and where, which fuse; integers and bool convert to float32 first.

  C: `kiln_leaky_relu` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def leaky_relu(_x, _negative_slope), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Elementwise exponential linear unit: x where x > 0, alpha * (e^x - 1) elsewhere (through expm1; NaN stays NaN). A composite of expm1, multiply and where, which fuse; integers and bool convert to float32 first.

  C: `kiln_elu` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def elu(_x, _alpha), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Contraction of a and b over pairs of axes, with batch axes, as Nx.dot/6: contract_a[i] of a is summed against contract_b[i] of b (equal lengths), batch_a[i] of a is paired with batch_b[i] of b (equal lengths, kept); the result's axes are the batch axes (in the order given), then a's other axes, then b's (each in its own order). Dtypes promote; integers wrap in their own type, bool is OR of ANDs. Runs as one batched matrix product on views (no transposing copy where the axes allow). Axes may be negative (counted from the end); an out-of-range axis gives KILN_STATUS_INDEX_OUT_OF_RANGE, repeated axes or lists of unequal lengths KILN_STATUS_INVALID_ARGUMENT, unequal paired extents KILN_STATUS_SHAPE_MISMATCH.

  C: `kiln_dot_general` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def dot_general(_a, _contract_a, _batch_a, _b, _contract_b, _batch_b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The Cholesky factor of each symmetric positive-definite matrix in x's last two axes (batched over the leading ones), as numpy.linalg.cholesky: lower L with L L^T = x, or upper U = L^T with U^T U = x. Only the lower triangle of x is read. A matrix that is not positive definite gives NaN for that matrix (as JAX and torch.linalg.cholesky_ex; NumPy raises LinAlgError), the same on every device. A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_cholesky` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def linalg_cholesky(_x, _upper), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Solves a X = b (left_side) or X a = b for X, with a triangular, batched over leading axes that broadcast, as Nx.LinAlg.triangular_solve / scipy.linalg.solve_triangular. Only a's chosen triangle is read. A zero on a's diagonal gives infinities or NaN (as BLAS trsm), not an error. A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_triangular_solve` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def linalg_triangular_solve(_a, _b, _lower, _left_side, _transpose_a, _unit_diagonal), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  LU decomposition with partial pivoting of each m x n matrix (LAPACK getrf), as scipy.linalg.lu: x = p @ l @ u with p an m x m permutation matrix, l m x k unit lower triangular, u k x n upper triangular, k = min(m, n). A singular matrix is no error (u has a zero on its diagonal). A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_lu` (since 1.4). Returns `{:ok, {p, l, u}}` or `{:error, {status, message}}`.
  """
  def linalg_lu(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  QR decomposition of each m x n matrix (Householder, LAPACK geqrf/orgqr), as numpy.linalg.qr: mode 'reduced' (q [..., m, k], r [..., k, n], k = min(m, n)) or 'complete' (q [..., m, m], r [..., m, n]). q has orthonormal columns; the signs are LAPACK's (r's diagonal may be negative). A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_qr` (since 1.4). Returns `{:ok, {q, r}}` or `{:error, {status, message}}`.
  """
  def linalg_qr(_x, _complete), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Eigenvalues (ascending) and orthonormal eigenvectors (columns) of each symmetric matrix, as numpy.linalg.eigh (LAPACK syevd, reading the lower triangle): x @ v = v * w[..., None, :]. Each eigenvector's sign is LAPACK's. A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_eigh` (since 1.4). Returns `{:ok, {eigenvalues, eigenvectors}}` or `{:error, {status, message}}`.
  """
  def linalg_eigh(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The eigenvalues (ascending) of each symmetric matrix, as numpy.linalg.eigvalsh (lower triangle read). A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_eigvalsh` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def linalg_eigvalsh(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Singular value decomposition of each m x n matrix (LAPACK gesdd), as numpy.linalg.svd: x = u @ diag(s) @ vh with s descending; full_matrices gives u [..., m, m] and vh [..., n, n], else u [..., m, k] and vh [..., k, n], k = min(m, n). The singular vectors' signs are LAPACK's. A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_svd` (since 1.4). Returns `{:ok, {u, s, vh}}` or `{:error, {status, message}}`.
  """
  def linalg_svd(_x, _full_matrices), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The singular values (descending) of each matrix, as numpy.linalg.svdvals. A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_svdvals` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def linalg_svdvals(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Solves a x = b for x (LAPACK gesv: LU with partial pivoting), as numpy.linalg.solve (NumPy 2 rules): b [..., n, k] with batch axes broadcasting against a's, or a 1-d b of length n (one vector; the result is then [..., n]). An exactly singular matrix fails the eval with KILN_STATUS_INVALID_ARGUMENT, as NumPy raises LinAlgError. A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_solve` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def linalg_solve(_a, _b), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The inverse of each square matrix, as numpy.linalg.inv (LAPACK gesv against the identity). An exactly singular matrix fails the eval with KILN_STATUS_INVALID_ARGUMENT. A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_inv` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def linalg_inv(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The determinant of each square matrix (product of the LU factor's diagonal times the permutation's sign), as numpy.linalg.det; a 0 x 0 matrix has determinant 1, a singular one 0. A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_det` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def linalg_det(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Sign and natural logarithm of the absolute determinant of each square matrix, as numpy.linalg.slogdet: a singular matrix gives sign 0 and logabsdet -inf; 0 x 0 gives (1, 0). A matrix holding a NaN or infinity gives NaN results for that matrix.

  C: `kiln_linalg_slogdet` (since 1.4). Returns `{:ok, {sign, logabsdet}}` or `{:error, {status, message}}`.
  """
  def linalg_slogdet(_x), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The vector norm over the given axes, as numpy.linalg.vector_norm: (sum |x|^ord)^(1/ord); ord inf / -inf: the largest / smallest |x|; ord 0: the number of nonzero elements. Float dtypes are kept, integers and bool compute in float64. A composite of elementwise ops and reductions.

  C: `kiln_linalg_vector_norm` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def linalg_vector_norm(_x, _ord, _axes, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The norm of each matrix in the last two axes, as numpy.linalg.matrix_norm (2, -2 and nuc through kiln_linalg_svdvals). float32/float64 are kept, integers and bool compute in float64.

  C: `kiln_linalg_matrix_norm` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def linalg_matrix_norm(_x, _ord, _keepdims), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The least-squares solution x minimising |a x - b| for each m x n matrix a (the minimum-norm one when a is rank deficient), as numpy.linalg.lstsq's first result: through the SVD, singular values at most rcond times the largest taken as zero. b is [..., m, k] (batch axes broadcast) or 1-d of length m (the result is then [..., n]). Residuals, rank and singular values come from kiln_linalg_svdvals and ordinary ops.

  C: `kiln_linalg_lstsq` (since 1.4). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def linalg_lstsq(_a, _b, _rcond), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The discrete Fourier transform over the given axes, as numpy.fft.fftn (one axis: numpy.fft.fft), or with inverse its inverse (numpy.fft.ifftn): X[k] = sum_n x[n] exp(-+2 pi i k n / N) along each axis, scaled as norm says. complex64 and complex128 are kept; float64 gives complex128, integers and bool complex128 (NumPy's rule), float16, bfloat16 and float32 complex64. Each axis is transformed in turn; on Vulkan through VkFFT where the device runs it, else on the CPU (a mixed-radix transform, Bluestein's algorithm for lengths with a prime factor above 31).

  C: `kiln_fft` (since 1.8). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def fft(_x, _axes, _lengths, _norm, _inverse), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The discrete Fourier transform of real input over the given axes, as numpy.fft.rfftn (one axis: numpy.fft.rfft): the last of axes keeps its first n / 2 + 1 frequencies (the rest are their conjugates), the others are transformed in full. float64 gives complex128, integers and bool complex128, other floats complex64; complex input gives KILN_STATUS_UNSUPPORTED_DTYPE.

  C: `kiln_rfft` (since 1.8). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def rfft(_x, _axes, _lengths, _norm), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The inverse of kiln_rfft, as numpy.fft.irfftn (one axis: numpy.fft.irfft): a real result whose last transformed axis has n points, from the first n / 2 + 1 frequencies along it (the rest taken as their conjugates; the imaginary parts of the zero and, for even n, the n / 2 frequency are ignored). complex64 gives float32, complex128 float64; real input is read as complex (float64, integers and bool as complex128).

  C: `kiln_irfft` (since 1.8). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def irfft(_x, _axes, _lengths, _norm), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Pads with a constant as XLA's Pad and Nx.pad: interior[i] value elements go between neighbours on axis i first, then low[i] before and high[i] after; a negative low or high crops that many elements from that end instead. Each result extent, low + n + (n - 1) * interior + high (n > 0; low + high when n is 0), must be non-negative.

  C: `kiln_pad_general` (since 1.5). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def pad_general(_x, _low, _high, _interior, _value), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The window of extents sizes[i] starting at starts[i] on each axis, as XLA's DynamicSlice and Nx.slice with tensor starts: starts is read on the device when the result is evaluated (building the graph reads nothing), each start clamped into [0, n - size] so the window fits.

  C: `kiln_dynamic_slice` (since 1.5). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def dynamic_slice(_x, _starts, _sizes), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  x with the window at starts replaced by update, as XLA's DynamicUpdateSlice and Nx.put_slice: starts is read on the device when the result is evaluated, each start clamped into [0, n - update extent] so the window fits. The result has x's dtype (update is converted).

  C: `kiln_dynamic_update_slice` (since 1.5). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def dynamic_update_slice(_x, _starts, _update), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A random permutation of 0, 1, ..., n - 1 (int64) from the key: the stable argsort of the key's uint64 random_bits of shape [n], so the same key gives the same permutation on every device. Take x's first axis with it (kiln_take) to shuffle a tensor.

  C: `kiln_random_permutation` (since 1.5). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def random_permutation(_key, _n), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A group of every rank of the job, over an engine: "mpi" (MPI loaded at run time: KILN_MPI_LIBRARY names the library, else Open MPI's libmpi.so.40 or MPICH's libmpich.so.12; MPI is initialised unless the application did), "self" (a group of one, needing no engine), or "any": MPI when the process was started by an MPI launcher, else a group of one. "mpi" without an MPI library fails with UNSUPPORTED saying what was tried. Every call returns a handle to the same world group. Making the world group waits for every rank (MPI_Comm_dup) at most KILN_COLLECTIVE_TIMEOUT seconds, else 300: past that it fails with KILN_STATUS_DEVICE_ERROR.

  C: `kiln_group_init` (since 1.11). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def group_init(_engine), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  This process's rank in the group, from 0.

  C: `kiln_group_rank` (since 1.11). Returns `{:ok, rank}` or `{:error, {status, message}}`.
  """
  def group_rank(_group), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  The number of ranks in the group.

  C: `kiln_group_size` (since 1.11). Returns `{:ok, size}` or `{:error, {status, message}}`.
  """
  def group_size(_group), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Splits the group (a collective call: every rank of it must make it): ranks that pass the same color form a new group, ranked by key, then by their rank here. A negative color joins no group: out is NULL. If the other ranks do not all make the call within the group's timeout (kiln_group_set_timeout), it fails with KILN_STATUS_DEVICE_ERROR and MPI is unusable in this process from then on: the abandoned MPI call may still be running.

  C: `kiln_group_split` (since 1.11). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def group_split(_group, _color, _key), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  How long one exchange of this group may wait for the other ranks before it fails with KILN_STATUS_DEVICE_ERROR (a dead or stuck rank); after such a failure every later collective on the group fails at once. The default is KILN_COLLECTIVE_TIMEOUT seconds, else 300.

  C: `kiln_group_set_timeout` (since 1.11). Returns `:ok` or `{:error, {status, message}}`.
  """
  def group_set_timeout(_group, _seconds), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Releases a group; collectives built on it stay valid.

  C: `kiln_group_release` (since 1.11). Returns `:ok` or `{:error, {status, message}}`.
  """
  def group_release(_group), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Lazy: the elementwise sum of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool sums as OR; float16 and bfloat16 add in float32 and round once; integers wrap.

  C: `kiln_all_sum` (since 1.11). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def all_sum(_x, _group), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Lazy: the elementwise max of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool: OR; complex: UNSUPPORTED_DTYPE.

  C: `kiln_all_max` (since 1.11). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def all_max(_x, _group), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Lazy: the elementwise min of x over every rank of the group, the same on every rank (shape and dtype of x). Runs when evaluated, in graph order: ranks that build and evaluate the same collectives in the same order never deadlock. On a group of one it is x. bool: AND; complex: UNSUPPORTED_DTYPE.

  C: `kiln_all_min` (since 1.11). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def all_min(_x, _group), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Lazy: every rank's x concatenated along axis 0 in rank order (shape [size * n, ...]; a 0-d x gives [size]). All ranks' x must share shape and dtype.

  C: `kiln_all_gather` (since 1.11). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def all_gather(_x, _group), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Lazy: the sum of x over the ranks (as kiln_all_sum), cut along axis 0 into size blocks; rank r receives block r (shape [n / size, ...]). x's first axis must divide by the group size (else SHAPE_MISMATCH).

  C: `kiln_sum_scatter` (since 1.11). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def sum_scatter(_x, _group), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Lazy: sends x to rank dst of the group when the result is evaluated (the result holds x's values). dst must receive it with kiln_recv of the same shape and dtype; sends from one rank to another arrive in the order they are evaluated.

  C: `kiln_send` (since 1.11). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def send(_x, _dst, _group), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Lazy: a tensor of the given shape and dtype received from rank src of the group when evaluated.

  C: `kiln_recv` (since 1.11). Returns `{:ok, out}` or `{:error, {status, message}}`.
  """
  def recv(_shape, _dtype, _src, _group, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A new tensor holding a copy of the binary `data` (row-major elements of `dtype`, exactly product(shape) of them) on `device`.

  C: `kiln_tensor_create` (hand-written NIF).
  """
  def tensor_create(_data, _dtype, _shape, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  tensor_create/4 on a dirty CPU scheduler (for large binaries).

  C: `kiln_tensor_create` (hand-written NIF). Runs on a dirty CPU scheduler.
  """
  def tensor_create_dirty(_data, _dtype, _shape, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  Evaluates the tensor and returns its elements as a binary that shares the library's memory (a resource binary over a kiln_borrow, ended when the binary is garbage-collected).

  C: `kiln_tensor_borrow` (hand-written NIF). Runs on a dirty CPU scheduler.
  """
  def tensor_borrow(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A tensor over the binary's bytes without a copy (a read-only DLPack import that keeps the binary alive); Kiln copies where it cannot share (a GPU device, misaligned data). Arguments as tensor_create/4.

  Hand-written NIF. Runs on a dirty CPU scheduler.
  """
  def tensor_share_binary(_data, _dtype, _shape, _device), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  `{dtype, shape}` of a tensor in one call (shape as a tuple): kiln_tensor_dtype, kiln_tensor_ndim and kiln_tensor_shape together. Never evaluates.

  Hand-written NIF.
  """
  def tensor_meta(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  `{address, bytes}` of the tensor's elements in host memory, evaluating it first; valid while the tensor lives. Fails with :unsupported where that needs a copy (device-only GPU memory, a strided view).

  Hand-written NIF. Runs on a dirty CPU scheduler.
  """
  def tensor_pointer(_tensor), do: :erlang.nif_error(:nif_not_loaded)

  @doc """
  A tensor over `bytes` at a host `address` the caller keeps alive, without a copy (a read-only DLPack import); fails with :unsupported where Kiln would copy (a GPU device). Arguments otherwise as tensor_create/4.

  Hand-written NIF.
  """
  def tensor_from_pointer(_address, _dtype, _shape, _device), do: :erlang.nif_error(:nif_not_loaded)
end
