defmodule Kiln.CreateReadTest do
  use ExUnit.Case, async: true

  @cases [
    {:float32, [[1.5, -2.0], [3.25, 0.0]]},
    {:float64, [[1.0e100, -2.5], [3.0, 1.0e-300]]},
    {:int32, [[-2_147_483_648, 7], [0, 2_147_483_647]]},
    {:int64, [[-9_223_372_036_854_775_808, 1], [2, 9_223_372_036_854_775_807]]},
    {:uint8, [[0, 255], [17, 128]]},
    {:int8, [[-128, 127], [0, -1]]},
    {:uint16, [[65_535, 0], [1, 2]]},
    {:uint64, [[18_446_744_073_709_551_615, 0], [3, 4]]},
    {:bool, [[true, false], [false, true]]},
    {:float16, [[0.5, -1.0], [2048.0, 0.0]]},
    {:bfloat16, [[1.0, -2.0], [0.5, 256.0]]}
  ]

  for {dtype, values} <- @cases do
    test "#{dtype} values round-trip through from_binary and to_binary" do
      values = unquote(Macro.escape(values))
      binary = Kiln.DType.encode(List.flatten(values), unquote(dtype))
      t = Kiln.from_binary!(binary, unquote(dtype), {2, 2})
      assert Kiln.shape!(t) == {2, 2}
      assert Kiln.dtype!(t) == unquote(dtype)
      assert Kiln.to_binary!(t) == binary
      assert Kiln.to_binary!(t, copy: true) == binary
      assert Kiln.to_list!(t) == values
    end
  end

  # The narrow dtypes: values through their compute type; sub-byte binaries in Elixir's bit
  # order (the first element in the high bits, as <<a::4, b::4>> and Nx), packed in the C API.
  test "int4, uint2 and int2 binaries in Elixir's bit order, packed, wrapping" do
    t = Kiln.from_binary!(<<1::4, 2::4, -1::4>>, :int4, {3})
    assert Kiln.to_list!(t) == [1, 2, -1]
    assert Kiln.nbytes!(t) == 2
    assert Kiln.to_binary!(t) == <<1::4, 2::4, -1::4>>
    assert Kiln.to_list!(Kiln.add!(t, Kiln.tensor!([7, 7, 7], :int4))) == [-8, -7, 6]
    u = Kiln.tensor!([3, 0, 1, 2, 1], :uint2)
    assert Kiln.to_binary!(u) == <<3::2, 0::2, 1::2, 2::2, 1::2>>
    assert Kiln.to_list!(Kiln.from_binary!(<<1::2-signed, -2::2-signed, -1::2-signed, 0::2>>, {:s, 2}, {4})) == [1, -2, -1, 0]
    assert_raise ArgumentError, fn -> Kiln.tensor!([8], :int4) end
    assert_raise ArgumentError, fn -> Kiln.from_binary!(<<1::4>>, :int4, {2}) end
  end

  test "float8 values round as Nx's do" do
    assert Kiln.to_list!(Kiln.tensor!([1.0, 1.0625, 1000.0, -3.0], :float8_e4m3fn)) == [1.0, 1.125, 448.0, -3.0]
    # E5M2 keeps float16's high byte: 1.125 (0x3c80) reads back as 1.0.
    f8 = Kiln.tensor!([1.125, 0.1, -2.0], {:f, 8})
    assert Kiln.dtype!(f8) == :float8_e5m2
    assert Kiln.to_list!(f8) == [1.0, 0.09375, -2.0]
    assert Kiln.to_binary!(f8) == <<0x3C, 0x2E, 0xC0>>
    assert Kiln.DType.to_nx(:float8_e4m3fn) == {:f8_e4m3fn, 8}
  end

  test "Nx type tuples and short names are dtypes" do
    assert Kiln.dtype!(Kiln.tensor!([1, 2], {:s, 16})) == :int16
    assert Kiln.dtype!(Kiln.tensor!([1, 2], :f64)) == :float64
    assert Kiln.DType.to_nx(:bfloat16) == {:bf, 16}
    assert Kiln.DType.to_nx(:complex64) == {:c, 64}
  end

  # This binding has no dependencies, so without the complex package values read back as tuples.
  test "complex values: numbers, {re, im} and maps with :re/:im in, {re, im} out" do
    for dtype <- [:complex64, :complex128] do
      t = Kiln.tensor!([[1, {2.5, -1.0}], [%{re: 0.0, im: 3.0}, {:nan, :infinity}]], dtype)
      assert Kiln.dtype!(t) == dtype
      assert Kiln.to_list!(t) == [[{1.0, 0.0}, {2.5, -1.0}], [{0.0, 3.0}, {:nan, :infinity}]]
      assert Kiln.to_list!(Kiln.real!(t)) == [[1.0, 2.5], [0.0, :nan]]
      assert Kiln.to_list!(Kiln.multiply!(t, Kiln.conj!(t))) |> hd() == [{1.0, 0.0}, {7.25, 0.0}]
    end

    assert_raise ArgumentError, fn -> Kiln.tensor!([{1, :no}], :complex64) end
  end

  test "NaN and infinities read back as atoms" do
    t = Kiln.tensor!([:nan, :infinity, :neg_infinity, 1.0], :float32)
    assert Kiln.to_list!(t) == [:nan, :infinity, :neg_infinity, 1.0]
    assert Kiln.to_list!(Kiln.astype!(t, :float64)) == [:nan, :infinity, :neg_infinity, 1.0]
  end

  test "0-d, empty and larger tensors" do
    assert Kiln.to_list!(Kiln.tensor!(42, :int64)) == 42
    assert Kiln.shape!(Kiln.tensor!(42, :int64)) == {}
    empty = Kiln.from_binary!(<<>>, :float32, {0, 3})
    assert Kiln.shape!(empty) == {0, 3}
    assert Kiln.to_binary!(empty) == <<>>
    # dtype and shape in one call.
    assert Kiln.meta!(empty) == {:float32, {0, 3}}
    assert Kiln.meta!(Kiln.tensor!(42, :int64)) == {:int64, {}}
    released = Kiln.tensor!([1, 2], :uint8)
    Kiln.release!(released)
    assert {:error, %Kiln.Error{status: :invalid_handle}} = Kiln.meta(released)
    # Large enough for the dirty-scheduler copy.
    values = Enum.to_list(1..100_000)
    big = Kiln.tensor!(values, :int32)
    assert Kiln.to_flat_list!(Kiln.add!(big, 1)) == Enum.map(values, &(&1 + 1))
  end

  test "creation functions" do
    assert Kiln.to_list!(Kiln.zeros!({2}, :int32)) == [0, 0]
    assert Kiln.to_list!(Kiln.ones!([2], :uint8)) == [1, 1]
    assert Kiln.to_list!(Kiln.full!({1, 2}, 7, :int16)) == [[7, 7]]
    assert Kiln.to_list!(Kiln.arange!(0, 5, 2, :int64)) == [0, 2, 4]
    assert Kiln.to_list!(Kiln.eye!(2, dtype: :int8)) == [[1, 0], [0, 1]]
    assert Kiln.size!(Kiln.zeros!({3, 4})) == 12
    assert Kiln.nbytes!(Kiln.zeros!({3, 4}, :float64)) == 96
  end

  test "the zero-copy binary outlives the tensor it came from" do
    t = Kiln.tensor!([1.0, 2.0, 3.0], :float64)
    binary = Kiln.to_binary!(t)
    :ok = Kiln.release!(t)
    :erlang.garbage_collect()
    assert Kiln.DType.decode(binary, :float64) == [1.0, 2.0, 3.0]
  end

  test "large binaries are shared or copied, with the same values" do
    values = for i <- 1..40_000, do: i * 0.5
    binary = Kiln.DType.encode(values, :float64)
    shared = Kiln.from_binary!(binary, :float64, {200, 200})
    copied = Kiln.from_binary!(binary, :float64, {200, 200}, copy: true)
    assert Kiln.to_binary!(shared) == binary
    assert Kiln.to_binary!(copied) == binary
    # A sub-binary at an odd offset: Kiln copies what it cannot share.
    <<_::8, odd::binary-size(320_000), _::binary>> = <<0>> <> binary <> <<0>>
    assert Kiln.to_binary!(Kiln.from_binary!(odd, :float64, {40_000})) == binary
    # The source binary may go away; the shared tensor keeps its bytes.
    assert Kiln.to_flat_list!(Kiln.sum!(shared)) == [Enum.sum(values)]
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.from_binary(binary, :float64, {3}, [])
  end

  test "from_binary checks the byte count against dtype and shape" do
    assert {:error, %Kiln.Error{status: :invalid_argument, message: message}} =
             Kiln.from_binary(<<0, 0, 0>>, :float32, {1})

    assert message =~ "3 bytes"
  end

  test "inspect shows the values of small tensors" do
    assert inspect(Kiln.tensor!([[1, 2], [3, 4]], :int32)) == "#Kiln.Tensor<int32[2][2] [[1, 2], [3, 4]]>"
    assert inspect(Kiln.tensor!([7, 8, 9], :uint8)) == "#Kiln.Tensor<uint8[3] [7, 8, 9]>"
    assert inspect(Kiln.zeros!({100}, :float32)) == "#Kiln.Tensor<float32[100] ...>"
  end
end
