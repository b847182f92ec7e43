defmodule Kiln.ErrorsTest do
  use ExUnit.Case, async: true

  setup do
    {:ok, a: Kiln.tensor!([[1, 2, 3], [4, 5, 6]], :float32)}
  end

  test "a shape mismatch is an error value with status and message", %{a: a} do
    assert {:error, %Kiln.Error{status: :shape_mismatch, message: message}} = Kiln.reshape(a, {4})
    assert message =~ "kiln_reshape"
    assert {:error, %Kiln.Error{status: :shape_mismatch}} = Kiln.add(a, Kiln.zeros!({4}))
  end

  test "bang functions raise Kiln.Error", %{a: a} do
    error = assert_raise Kiln.Error, fn -> Kiln.matmul!(a, a) end
    assert error.status == :shape_mismatch
    assert error.message != ""
    assert Exception.message(error) =~ "(shape_mismatch)"
  end

  test "index and dtype errors carry their statuses", %{a: a} do
    assert {:error, %Kiln.Error{status: :index_out_of_range}} = Kiln.sum(a, axes: [5])
    assert {:error, %Kiln.Error{status: :invalid_argument, message: m}} = Kiln.arange(0, 1, 0)
    assert m != ""
  end

  test "wrong argument types give :invalid_argument, not a crash", %{a: a} do
    assert {:error, %Kiln.Error{status: :invalid_argument, message: m}} = Kiln.add(a, "not a tensor")
    assert m =~ "argument b"
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.reshape(a, [:x])
    assert {:error, {:invalid_argument, _}} = Kiln.Nif.astype(a.ref, :no_such_dtype)
    assert {:error, {:invalid_argument, _}} = Kiln.Nif.tensor_eval([a.ref, 3])
    assert {:error, {:invalid_argument, _}} = Kiln.Nif.tensor_eval(:not_a_list)
    assert_raise ArgumentError, fn -> Kiln.astype(a, :no_such_dtype) end
  end

  test "lists sharing a count must agree", %{a: a} do
    assert {:error, {:invalid_argument, message}} = Kiln.Nif.slice(a.ref, [0, 0], [1], nil)
    assert message =~ "stop has 1 entries"
  end

  test "the raw layer returns {:error, {status, message}}", %{a: a} do
    assert {:error, {:shape_mismatch, message}} = Kiln.Nif.reshape(a.ref, [5])
    assert is_binary(message) and message != ""
  end
end
