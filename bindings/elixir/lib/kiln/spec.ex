# Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.
defmodule Kiln.Spec do
  @moduledoc "The parts of abi/kiln.api.json the Elixir layer needs at compile and run time."

  @doc "The API version this binding was generated from."
  def version, do: {1, 3, 0}

  @doc "Each enum (without the `kiln_` prefix) as `[{atom, value, doc}]`."
  def enums do
    %{
      status: [
        {:ok, 0, "success"},
        {:invalid_argument, 1, "an argument is malformed (NULL where not allowed, bad value)"},
        {:invalid_handle, 2, "a handle was released, never valid, or of another kind"},
        {:shape_mismatch, 3, "shapes cannot be combined"},
        {:unsupported_dtype, 4, "the dtype is not supported by the op or the device"},
        {:unsupported, 5, "the operation is not supported here"},
        {:out_of_memory, 6, "an allocation failed or a memory limit was reached"},
        {:device_error, 7, "the device failed (lost device, driver error)"},
        {:index_out_of_range, 8, "an index or axis is out of range"},
        {:internal, 9, "a bug in Kiln; the message says where"},
        {:non_finite, 10, "a NaN or infinity appeared where debug checks look for one (KILN_DEBUG=nan)"}
      ],
      dtype: [
        {:bool, 0, "bool"},
        {:int8, 1, "int8"},
        {:int16, 2, "int16"},
        {:int32, 3, "int32"},
        {:int64, 4, "int64"},
        {:uint8, 5, "uint8"},
        {:uint16, 6, "uint16"},
        {:uint32, 7, "uint32"},
        {:uint64, 8, "uint64"},
        {:float16, 9, "float16"},
        {:bfloat16, 10, "bfloat16"},
        {:float32, 11, "float32"},
        {:float64, 12, "float64"}
      ],
      device_kind: [
        {:cpu, 0, "the host CPU"},
        {:vulkan, 1, "a Vulkan GPU (or lavapipe)"}
      ],
      dlpack_copy: [
        {:if_needed, 0, "share the memory when possible, otherwise copy"},
        {:never, 1, "share the memory or fail with KILN_STATUS_UNSUPPORTED"},
        {:always, 2, "always copy into fresh memory"}
      ],
      event_kind: [
        {:eval, 0, "evaluating a graph (kiln_tensor_eval, or the implicit eval of a read)"},
        {:read, 1, "reading elements to the host (kiln_tensor_read, kiln_tensor_borrow)"},
        {:transfer, 2, "moving a tensor to another device (kiln_tensor_to_device)"},
        {:dlpack_export, 3, "a DLPack export"},
        {:dlpack_import, 4, "a DLPack import"},
        {:fallback, 5, "an op the device cannot run natively, run on the CPU instead; name is the op"},
        {:allocation, 6, "memory for a tensor's elements"},
        {:fusion, 7, "one generated kernel computing several elementwise nodes (inside the eval's span); count is how many nodes it computes"}
      ],
      event_phase: [
        {:start, 0, "the span begins"},
        {:stop, 1, "the span ends; duration_ns and status are set"}
      ],
      debug_flag: [
        {:bounds, 1, "index-taking ops (kiln_take) fail with KILN_STATUS_INDEX_OUT_OF_RANGE on an out-of-range index instead of clamping it"},
        {:nan, 2, "matmul and the reductions fail with KILN_STATUS_NON_FINITE when their float result holds a NaN or infinity"}
      ],
      fallback_policy: [
        {:allow, 0, "run it on the CPU, move the result back and emit a KILN_EVENT_FALLBACK event (the default)"},
        {:error, 1, "fail the eval with KILN_STATUS_UNSUPPORTED (also set by KILN_FALLBACK=error at load)"}
      ],
      op_support: [
        {:native, 0, "the device's own kernels run it"},
        {:fallback, 1, "it runs on the CPU and the result comes back (see kiln_fallback_policy)"},
        {:none, 2, "the op rejects this dtype, or the device cannot hold it"}
      ]
    }
  end

  @doc "Generated NIFs as `{name, family, elixir_args}`; family is the spec's impl family or nil."
  def functions do
    [
      {:last_error, nil, []},
      {:status_string, nil, [:status]},
      {:version, nil, []},
      {:dtype_size, nil, [:dtype]},
      {:device_count, nil, []},
      {:device_get, nil, [:index]},
      {:device_default, nil, []},
      {:device_set_default, nil, [:device]},
      {:device_find, nil, [:label]},
      {:device_get_info, nil, [:device]},
      {:device_memory_stats, nil, [:device]},
      {:device_set_memory_limit, nil, [:device, :limit_bytes]},
      {:device_clear_cache, nil, [:device]},
      {:full, nil, [:shape, :value, :dtype, :device]},
      {:zeros, nil, [:shape, :dtype, :device]},
      {:ones, nil, [:shape, :dtype, :device]},
      {:arange, nil, [:start, :stop, :step, :dtype, :device]},
      {:eye, nil, [:n, :m, :k, :dtype, :device]},
      {:tensor_retain, nil, [:tensor]},
      {:tensor_release, nil, [:tensor]},
      {:tensor_ndim, nil, [:tensor]},
      {:tensor_shape, nil, [:tensor, :capacity]},
      {:tensor_dtype, nil, [:tensor]},
      {:tensor_device, nil, [:tensor]},
      {:tensor_size, nil, [:tensor]},
      {:tensor_nbytes, nil, [:tensor]},
      {:tensor_is_evaluated, nil, [:tensor]},
      {:tensor_eval, nil, [:tensors]},
      {:tensor_read, nil, [:tensor, :dst_bytes]},
      {:borrow_release, nil, [:borrow]},
      {:tensor_copy, nil, [:tensor]},
      {:tensor_to_device, nil, [:tensor, :device]},
      {:negative, :unary, [:x]},
      {:abs, :unary, [:x]},
      {:sign, :unary, [:x]},
      {:exp, :unary, [:x]},
      {:log, :unary, [:x]},
      {:log1p, :unary, [:x]},
      {:expm1, :unary, [:x]},
      {:sqrt, :unary, [:x]},
      {:rsqrt, :unary, [:x]},
      {:square, :unary, [:x]},
      {:sin, :unary, [:x]},
      {:cos, :unary, [:x]},
      {:tan, :unary, [:x]},
      {:tanh, :unary, [:x]},
      {:sigmoid, :unary, [:x]},
      {:erf, :unary, [:x]},
      {:floor, :unary, [:x]},
      {:ceil, :unary, [:x]},
      {:round, :unary, [:x]},
      {:logical_not, :unary, [:x]},
      {:bitwise_not, :unary, [:x]},
      {:isnan, :unary, [:x]},
      {:isinf, :unary, [:x]},
      {:isfinite, :unary, [:x]},
      {:asin, :unary, [:x]},
      {:acos, :unary, [:x]},
      {:atan, :unary, [:x]},
      {:sinh, :unary, [:x]},
      {:cosh, :unary, [:x]},
      {:asinh, :unary, [:x]},
      {:acosh, :unary, [:x]},
      {:atanh, :unary, [:x]},
      {:log2, :unary, [:x]},
      {:log10, :unary, [:x]},
      {:exp2, :unary, [:x]},
      {:cbrt, :unary, [:x]},
      {:erfc, :unary, [:x]},
      {:erf_inv, :unary, [:x]},
      {:trunc, :unary, [:x]},
      {:reciprocal, :unary, [:x]},
      {:add, :binary, [:a, :b]},
      {:subtract, :binary, [:a, :b]},
      {:multiply, :binary, [:a, :b]},
      {:divide, :binary, [:a, :b]},
      {:floor_divide, :binary, [:a, :b]},
      {:remainder, :binary, [:a, :b]},
      {:power, :binary, [:a, :b]},
      {:maximum, :binary, [:a, :b]},
      {:minimum, :binary, [:a, :b]},
      {:atan2, :binary, [:a, :b]},
      {:equal, :binary, [:a, :b]},
      {:not_equal, :binary, [:a, :b]},
      {:less, :binary, [:a, :b]},
      {:less_equal, :binary, [:a, :b]},
      {:greater, :binary, [:a, :b]},
      {:greater_equal, :binary, [:a, :b]},
      {:logical_and, :binary, [:a, :b]},
      {:logical_or, :binary, [:a, :b]},
      {:logical_xor, :binary, [:a, :b]},
      {:bitwise_and, :binary, [:a, :b]},
      {:bitwise_or, :binary, [:a, :b]},
      {:bitwise_xor, :binary, [:a, :b]},
      {:left_shift, :binary, [:a, :b]},
      {:right_shift, :binary, [:a, :b]},
      {:logaddexp, :binary, [:a, :b]},
      {:hypot, :binary, [:a, :b]},
      {:copysign, :binary, [:a, :b]},
      {:sum, :reduce, [:x, :axes, :keepdims]},
      {:prod, :reduce, [:x, :axes, :keepdims]},
      {:max, :reduce, [:x, :axes, :keepdims]},
      {:min, :reduce, [:x, :axes, :keepdims]},
      {:mean, :reduce, [:x, :axes, :keepdims]},
      {:all, :reduce, [:x, :axes, :keepdims]},
      {:any, :reduce, [:x, :axes, :keepdims]},
      {:argmax, :reduce, [:x, :axes, :keepdims]},
      {:argmin, :reduce, [:x, :axes, :keepdims]},
      {:where, nil, [:cond, :x, :y]},
      {:clip, nil, [:x, :lo, :hi]},
      {:astype, nil, [:x, :dtype]},
      {:bitcast, nil, [:x, :dtype]},
      {:matmul, nil, [:a, :b]},
      {:reshape, nil, [:x, :shape]},
      {:transpose, nil, [:x, :axes]},
      {:broadcast_to, nil, [:x, :shape]},
      {:expand_dims, nil, [:x, :axes]},
      {:squeeze, nil, [:x, :axes]},
      {:slice, nil, [:x, :start, :stop, :step]},
      {:concatenate, nil, [:tensors, :axis]},
      {:stack, nil, [:tensors, :axis]},
      {:pad, nil, [:x, :pad_before, :pad_after, :value]},
      {:flip, nil, [:x, :axes]},
      {:tensor_to_dlpack, nil, [:tensor, :options]},
      {:tensor_from_dlpack, nil, [:managed, :options]},
      {:tensor_to_dlpack_legacy, nil, [:tensor, :options]},
      {:tensor_from_dlpack_legacy, nil, [:managed, :options]},
      {:tensor_dlpack_device, nil, [:tensor]},
      {:take, nil, [:x, :indices, :axis]},
      {:telemetry_subscribe, nil, [:callback]},
      {:telemetry_unsubscribe, nil, [:subscription]},
      {:debug_set_flags, nil, [:flags]},
      {:debug_get_flags, nil, []},
      {:fallback_set_policy, nil, [:policy]},
      {:fallback_get_policy, nil, []},
      {:device_op_support, nil, [:device, :op, :dtype]},
      {:device_fallback_count, nil, [:device]},
      {:device_fallback_get, nil, [:device, :index]},
      {:weak_scalar_int, nil, [:value, :device]},
      {:weak_scalar_float, nil, [:value, :device]},
      {:fusion_set_enabled, nil, [:enabled]},
      {:fusion_get_enabled, nil, []}
    ]
  end

  @doc "Functions with no NIF, and why."
  def skipped do
    [
      {"kiln_device_vulkan_handles", "struct kiln_vulkan_handles field instance (void*) has no Elixir form"}
    ]
  end
end
