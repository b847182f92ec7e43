defmodule Kiln.DType do
  @moduledoc """
  Element types. A dtype is one of the atoms of `kiln_dtype` (`:bool`, `:int8` ... `:int64`,
  `:uint8` ... `:uint64`, `:float16`, `:bfloat16`, `:float32`, `:float64`). Functions that take a
  dtype also accept Nx's type tuples (`{:f, 32}`, `{:s, 64}`, `{:u, 8}`, `{:bf, 16}`) and their
  short atoms (`:f32`, `:s64`, `:u8`, `:bf16`).

  `encode/2` and `decode/2` convert between lists of numbers and the row-major native-endian
  bytes Kiln reads and writes. Floats that BEAM cannot hold are the atoms `:nan`, `:infinity`
  and `:neg_infinity`. `:complex64` and `:complex128` values are written as numbers (imaginary
  part 0), `Complex` structs (any map with `:re` and `:im`) or `{re, im}` tuples, and read as
  `Complex` structs where the `complex` package is loaded (as it is under Nx), else as `{re, im}`.
  """

  @dtypes Kiln.Spec.enums().dtype
  @names Map.new(@dtypes, fn {atom, _value, doc} -> {atom, doc} end)

  # {kind, bits} of every dtype: :b bool, :s signed, :u unsigned, :f IEEE float, :bf bfloat16,
  # :c complex (both parts: Nx's tuples).
  @layout %{
    bool: {:b, 8},
    int8: {:s, 8},
    int16: {:s, 16},
    int32: {:s, 32},
    int64: {:s, 64},
    uint8: {:u, 8},
    uint16: {:u, 16},
    uint32: {:u, 32},
    uint64: {:u, 64},
    float16: {:f, 16},
    bfloat16: {:bf, 16},
    float32: {:f, 32},
    float64: {:f, 64},
    complex64: {:c, 64},
    complex128: {:c, 128},
    float8_e5m2: {:f, 8},
    float8_e4m3fn: {:f8_e4m3fn, 8},
    int2: {:s, 2},
    int4: {:s, 4},
    uint2: {:u, 2},
    uint4: {:u, 4}
  }
  @from_nx Map.new(@layout, fn {dtype, {kind, bits}} -> {{kind, bits}, dtype} end)
  @short Map.new(@layout, fn {dtype, {kind, bits}} -> {:"#{kind}#{bits}", dtype} end)

  @doc "Every dtype atom, in kiln_dtype order."
  def all, do: Enum.map(@dtypes, &elem(&1, 0))

  @doc "The dtype atom for an atom, Nx tuple or short name; raises ArgumentError otherwise."
  def normalize(dtype) when is_map_key(@names, dtype), do: dtype
  def normalize(dtype) when is_map_key(@from_nx, dtype), do: Map.fetch!(@from_nx, dtype)
  def normalize(dtype) when is_map_key(@short, dtype), do: Map.fetch!(@short, dtype)
  def normalize(dtype), do: raise(ArgumentError, "not a Kiln dtype: #{inspect(dtype)}")

  @doc "The dtype's name as the API documents it (`\"float32\"`)."
  def name(dtype), do: Map.fetch!(@names, normalize(dtype))

  @doc "The Nx type tuple of a dtype (`:bool` is `{:u, 8}`, as Nx stores booleans)."
  def to_nx(dtype) do
    case Map.fetch!(@layout, normalize(dtype)) do
      {:b, 8} -> {:u, 8}
      other -> other
    end
  end

  @doc "Bytes per element (the 2- and 4-bit integers: raises, they pack several to a byte)."
  def size(dtype) do
    case bits(dtype) do
      bits when bits < 8 -> raise ArgumentError, "#{name(dtype)} packs #{div(8, bits)} elements to a byte"
      bits -> div(bits, 8)
    end
  end

  @doc "Bits per element."
  def bits(dtype), do: elem(Map.fetch!(@layout, normalize(dtype)), 1)

  @doc """
  The dtype a narrow storage dtype computes in (`:float32` for the float8s, `:int8` / `:uint8`
  for the 2- and 4-bit integers), or the dtype itself. Lists of values go through it.
  """
  def compute(dtype) do
    case Map.fetch!(@layout, normalize(dtype)) do
      {kind, 8} when kind in [:f, :f8_e4m3fn] -> :float32
      {:s, bits} when bits < 8 -> :int8
      {:u, bits} when bits < 8 -> :uint8
      _ -> normalize(dtype)
    end
  end

  @doc """
  Sub-byte elements between Elixir's bit order (the first element in the high bits of a byte,
  as `<<a::4, b::4>>` and Nx lay them out) and the C API's (the first in the low bits, as
  DLPack). Either way it reverses the elements within each byte, of a bitstring zero-padded
  to whole bytes; the caller keeps the bits it needs.
  """
  def swap_sub_byte_order(bitstring, bits) do
    padded = <<bitstring::bitstring, 0::size(rem(8 - rem(bit_size(bitstring), 8), 8))>>
    for <<byte::binary-size(1) <- padded>>, into: <<>>, do: reverse_in_byte(byte, bits)
  end

  defp reverse_in_byte(<<a::4, b::4>>, 4), do: <<b::4, a::4>>
  defp reverse_in_byte(<<a::2, b::2, c::2, d::2>>, 2), do: <<d::2, c::2, b::2, a::2>>

  @doc "Native-endian bytes of a flat list of numbers (booleans for :bool are fine too)."
  def encode(values, dtype) do
    layout = Map.fetch!(@layout, normalize(dtype))
    for value <- values, into: <<>>, do: encode_one(value, layout)
  end

  @doc "The flat list of values in a binary of elements."
  def decode(binary, dtype) do
    case Map.fetch!(@layout, normalize(dtype)) do
      {:c, bits} -> decode_complex(binary, div(bits, 2), complex_form())
      {_kind, bits} = layout -> for <<chunk::bitstring-size(bits) <- binary>>, do: decode_one(chunk, layout)
    end
  end

  defp encode_one(%{re: re, im: im}, {:c, bits}), do: encode_one({re, im}, {:c, bits})
  defp encode_one({re, im}, {:c, bits}), do: encode_one(re, {:f, div(bits, 2)}) <> encode_one(im, {:f, div(bits, 2)})
  defp encode_one(value, {:c, bits}), do: encode_one({value, 0.0}, {:c, bits})
  defp encode_one(value, {:b, 8}), do: <<if(value in [false, 0, 0.0], do: 0, else: 1)::8>>
  defp encode_one(value, {:s, bits} = layout), do: <<fits!(integer!(value), layout)::signed-native-size(bits)>>
  defp encode_one(value, {:u, bits} = layout), do: <<fits!(integer!(value), layout)::unsigned-native-size(bits)>>
  defp encode_one(value, {:f, bits}) when is_atom(value), do: <<special_bits(value, bits)::native-size(bits)>>
  defp encode_one(value, {:f, bits}), do: <<value::float-native-size(bits)>>

  defp encode_one(value, {:bf, 16}) do
    # bfloat16 is the top half of a float32, rounded to nearest even.
    <<wide::unsigned-size(32)>> =
      if is_atom(value), do: <<special_bits(value, 32)::size(32)>>, else: <<value::float-size(32)>>

    rounded = if is_atom(value), do: wide, else: wide + 0x7FFF + Bitwise.band(Bitwise.bsr(wide, 16), 1)

    <<Bitwise.bsr(rounded, 16)::unsigned-native-size(16)>>
  end

  # An integer the dtype cannot hold is an error (as in Python and NumPy 2), never wrapped around.
  defp fits!(value, {kind, bits}) do
    {low, high} = if kind == :s, do: {-Bitwise.bsl(1, bits - 1), Bitwise.bsl(1, bits - 1) - 1}, else: {0, Bitwise.bsl(1, bits) - 1}

    if value < low or value > high,
      do: raise(ArgumentError, "#{value} is out of range for #{kind_name(kind)}#{bits} (#{low}..#{high})")

    value
  end

  defp kind_name(:s), do: "int"
  defp kind_name(:u), do: "uint"

  defp integer!(value) when is_integer(value), do: value
  defp integer!(true), do: 1
  defp integer!(false), do: 0
  defp integer!(value), do: raise(ArgumentError, "an integer dtype needs integers, got #{inspect(value)}")

  # Each element is two floats of `half` bits, real part first.
  defp decode_complex(binary, half, form) do
    for <<re::bitstring-size(half), im::bitstring-size(half) <- binary>>,
      do: form.(decode_one(re, {:f, half}), decode_one(im, {:f, half}))
  end

  # Nx's Complex struct where the complex package is loaded; this binding does not depend on it.
  defp complex_form do
    if Code.ensure_loaded?(Complex) and function_exported?(Complex, :__struct__, 1),
      do: fn re, im -> struct!(Complex, re: re, im: im) end,
      else: fn re, im -> {re, im} end
  end

  defp decode_one(<<byte::8>>, {:b, 8}), do: byte != 0

  defp decode_one(chunk, {:s, bits}) do
    <<v::signed-native-size(bits)>> = chunk
    v
  end

  defp decode_one(chunk, {:u, bits}) do
    <<v::unsigned-native-size(bits)>> = chunk
    v
  end

  defp decode_one(chunk, {:f, bits}) do
    case chunk do
      <<v::float-native-size(bits)>> ->
        v

      _ ->
        <<raw::native-size(bits)>> = chunk
        special(raw, bits)
    end
  end

  defp decode_one(chunk, {:bf, 16}) do
    <<half::unsigned-native-size(16)>> = chunk
    decode_one(<<Bitwise.bsl(half, 16)::native-size(32)>>, {:f, 32})
  end

  # Exponent bits all ones: NaN or an infinity.
  defp special(raw, bits) do
    mantissa_bits = %{16 => 10, 32 => 23, 64 => 52}[bits]
    sign = Bitwise.bsr(raw, bits - 1)

    cond do
      Bitwise.band(raw, Bitwise.bsl(1, mantissa_bits) - 1) != 0 -> :nan
      sign == 1 -> :neg_infinity
      true -> :infinity
    end
  end

  defp special_bits(:nan, 16), do: 0x7E00
  defp special_bits(:nan, 32), do: 0x7FC00000
  defp special_bits(:nan, 64), do: 0x7FF8000000000000
  defp special_bits(:infinity, 16), do: 0x7C00
  defp special_bits(:infinity, 32), do: 0x7F800000
  defp special_bits(:infinity, 64), do: 0x7FF0000000000000
  defp special_bits(:neg_infinity, 16), do: 0xFC00
  defp special_bits(:neg_infinity, 32), do: 0xFF800000
  defp special_bits(:neg_infinity, 64), do: 0xFFF0000000000000
  defp special_bits(other, _), do: raise(ArgumentError, "not a float: #{inspect(other)}")
end
