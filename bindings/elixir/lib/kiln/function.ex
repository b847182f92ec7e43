defmodule Kiln.Function do
  @moduledoc """
  A lazy graph captured once and built again on new inputs with one call: what a training loop
  needs, whose step makes the same graph every time.

      x = Kiln.Function.placeholder!({2, 3}, :float32, device: "cpu")
      y = Kiln.exp!(x) |> Kiln.sum!()
      f = Kiln.Function.new!([x], [y])
      [result] = Kiln.Function.call!(f, [Kiln.tensor!([[1, 2, 3], [4, 5, 6]])])
      Kiln.to_list!(result)

  Build the graph on placeholders (`placeholder/3`): tensors with a shape and dtype but no
  values, which refuse to evaluate, so no value computed from an input can end up baked into
  the graph. `new/2` copies the graph between the placeholders and the outputs; each `call/2`
  builds it again on the arguments (of the placeholders' shapes, dtypes and device) and returns
  the outputs, lazy, to evaluate as any others. The parts of the graph that reach no input
  (constants) are shared by every call and computed once.

  A function is released when garbage collected, or at once by `release/1`.
  """
  import Kiln.Result, only: [defboth: 2]
  alias Kiln.{Device, DType, Nif, Result, Tensor}

  # outputs: how many tensors a call returns (the results array's size), known at creation.
  @enforce_keys [:ref, :outputs]
  defstruct [:ref, :outputs]

  @type t :: %__MODULE__{ref: reference(), outputs: non_neg_integer()}

  @doc "A placeholder of `shape` and `dtype` on `device:` (a `Kiln.Device`, a label, or Kiln's default)."
  defboth placeholder(shape, dtype \\ :float32, opts \\ []) do
    opts = Keyword.validate!(opts, [:device])
    shape = if is_tuple(shape), do: Tuple.to_list(shape), else: shape

    with {:ok, device} <- Device.resolve(opts[:device]),
         do: Result.map(Nif.placeholder(shape, DType.normalize(dtype), device), &Tensor.wrap/1)
  end

  @doc "Captures the graph from `inputs` (distinct placeholders) to `outputs` (a list of tensors)."
  defboth new(inputs, outputs) do
    Result.map(Nif.function_create(Enum.map(inputs, &tensor_ref/1), Enum.map(outputs, &tensor_ref/1)),
      &%__MODULE__{ref: &1, outputs: length(outputs)})
  end

  @doc "The outputs built again on `args` (one tensor per input, in order): a list of lazy tensors."
  defboth call(function, args) do
    Result.map(Nif.function_call(function.ref, Enum.map(args, &tensor_ref/1), function.outputs), &Enum.map(&1, fn ref -> Tensor.wrap(ref) end))
  end

  @doc "`{inputs, outputs}`: how many tensors a call takes and returns."
  defboth arity(function), do: Result.wrap(Nif.function_arity(function.ref))

  @doc "Releases the function now; tensors its calls returned stay valid."
  defboth release(function), do: Result.wrap(Nif.function_release(function.ref))

  @doc """
  The derived function `value_and_grad`: it takes `function`'s inputs and returns its outputs
  (output 0 a 0-d float: the loss), then the gradient of the loss with respect to each input
  numbered in `argnums` (0-based; nil: every input). Differentiate again for second order.
  """
  defboth value_and_grad(function, argnums \\ nil), do: derived(Nif.function_value_and_grad(function.ref, argnums))

  @doc "The derived vector-Jacobian product: inputs, then one cotangent per output; outputs, then one cotangent per input."
  defboth vjp(function), do: derived(Nif.function_vjp(function.ref))

  @doc "The derived Jacobian-vector product: inputs, then one tangent per input; outputs, then one tangent per output."
  defboth jvp(function), do: derived(Nif.function_jvp(function.ref))

  defp derived({:ok, ref}) do
    with {:ok, {_, outputs}} <- Result.wrap(Nif.function_arity(ref)), do: {:ok, %__MODULE__{ref: ref, outputs: outputs}}
  end

  defp derived(error), do: Result.wrap(error)

  # Anything that is not a tensor goes to the NIF as it is, which answers :invalid_argument.
  defp tensor_ref(%Tensor{ref: ref}), do: ref
  defp tensor_ref(other), do: other
end
