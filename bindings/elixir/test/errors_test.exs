defmodule Kiln.ErrorsTest do
  use ExUnit.Case, async: true

  setup do
    {:ok, a: Kiln.tensor!([[1, 2, 3], [4, 5, 6]], :float32)}
  end

  test "a shape mismatch is an error value with status and message", %{a: a} do
    assert {:error, %Kiln.Error{status: :shape_mismatch, message: message}} = Kiln.reshape(a, {4})
    assert message =~ "kiln_reshape"
    # named as this binding names it, the library's text once, the C function last
    assert message =~ ~r/^Kiln\.reshape: \(2, 3\) has 6 elements.* \[kiln_reshape\]$/
    assert Kiln.Error.elixir_name("kiln_device_find") == "Kiln.Device.find"
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

  test "unknown options raise instead of being ignored", %{a: a} do
    assert_raise ArgumentError, ~r/unknown keys \[:axis\]/, fn -> Kiln.sum(a, axis: 1) end
    assert_raise ArgumentError, ~r/unknown keys \[:keep_axes\]/, fn -> Kiln.sum!(a, axes: [1], keep_axes: true) end
    assert_raise ArgumentError, fn -> Kiln.max(a, axes: [0], keepdim: true) end
    assert_raise ArgumentError, fn -> Kiln.zeros({2}, :float32, devic: nil) end
    assert_raise ArgumentError, fn -> Kiln.eye(2, n: 3) end
    assert_raise ArgumentError, fn -> Kiln.to_binary(a, copied: true) end
    # The options it knows still work.
    assert Kiln.to_list!(Kiln.sum!(a, axes: [1])) == [6.0, 15.0]
    assert Kiln.shape!(Kiln.sum!(a, axes: [1], keepdims: true)) == {2, 1}
    assert Kiln.shape!(Kiln.eye!(2, m: 3, k: 1)) == {2, 3}
  end

  test "integers a dtype cannot hold raise, never wrap around" do
    assert_raise ArgumentError, ~r/300 is out of range for uint8/, fn -> Kiln.tensor([300], :uint8) end
    assert_raise ArgumentError, ~r/out of range for uint8/, fn -> Kiln.tensor!([-1], :uint8) end
    assert_raise ArgumentError, ~r/out of range for int8/, fn -> Kiln.tensor!([128], :int8) end
    assert_raise ArgumentError, fn -> Kiln.tensor!([-129], :int8) end
    assert_raise ArgumentError, fn -> Kiln.tensor!([2 ** 64], :uint64) end
    assert Kiln.to_list!(Kiln.tensor!([0, 255], :uint8)) == [0, 255]
    assert Kiln.to_list!(Kiln.tensor!([-128, 127], :int8)) == [-128, 127]
    assert Kiln.to_list!(Kiln.tensor!([2 ** 64 - 1], :uint64)) == [2 ** 64 - 1]
    assert Kiln.to_list!(Kiln.tensor!([-(2 ** 63)], :int64)) == [-(2 ** 63)]
  end

  test "plain numbers follow the C API's weak-scalar rule (docs/dtypes.md)" do
    cases = [
      {Kiln.add!(Kiln.tensor!([1], :int32), 0.5), :float32, [1.5]},
      {Kiln.add!(Kiln.tensor!([1], :float16), 2.0), :float16, [3.0]},
      {Kiln.add!(Kiln.tensor!([1], :int8), 3), :int8, [4]},
      {Kiln.add!(Kiln.tensor!([true], :bool), 2), :int64, [3]},
      {Kiln.add!(Kiln.tensor!([1], :float64), 0.1), :float64, [1.1]},
      {Kiln.subtract!(5, Kiln.tensor!([2], :int16)), :int16, [3]}
    ]

    for {result, dtype, values} <- cases do
      assert Kiln.dtype!(result) == dtype
      assert Kiln.to_list!(result) == values
    end

    assert {:error, %Kiln.Error{status: :invalid_argument, message: m}} = Kiln.add(Kiln.tensor!([1], :uint8), 300)
    assert m =~ ~r/300 is out of range .*uint8/
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
