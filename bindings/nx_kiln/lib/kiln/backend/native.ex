defmodule Kiln.Backend.Native do
  @moduledoc false
  # Between Nx tensors and Kiln tensors: `on_kiln/1` brings a callback's operands onto Kiln
  # (another backend's copied in), `k/2` gives the Kiln tensor of an Nx tensor, `wrap/3` puts a
  # Kiln result into Nx's `out` template, casting it to the type Nx decided (Nx's promotion and weak-scalar rules are Nx's, so Kiln's own promotion
  # never decides a result type).

  alias Nx.Tensor, as: T

  @doc "Kiln's dtype for an Nx type (Nx stores booleans as {:u, 8})."
  def dtype(type), do: Kiln.DType.normalize(type)

  @doc """
  The Kiln tensor of a Kiln.Backend tensor, cast to `type` when given. Another backend's
  tensors never get here: callbacks with several tensor operands take them through `on_kiln/1`.
  """
  def k(t, type \\ nil)
  def k(%T{data: %{__struct__: Kiln.Backend, ref: ref}}, nil), do: ref
  def k(%T{data: %{__struct__: Kiln.Backend, ref: ref}, type: type}, type), do: ref
  def k(%T{data: %{__struct__: Kiln.Backend, ref: ref}}, to), do: Kiln.astype!(ref, dtype(to))

  @doc """
  The operands of a callback on Kiln, and their device. Nx gives a callback the tensors of
  another backend (Nx.BinaryBackend's) when they meet a Kiln tensor in one call; each is copied
  once (its own backend's backend_copy) onto the device of the first Kiln tensor in `operands`,
  which is returned (Kiln's default device where there is none). Anything else in the list
  (numbers, a start index) is returned as it is.
  """
  def on_kiln(operands) do
    device = device_of(operands) || Kiln.Backend.Device.label(nil)
    {Enum.map(operands, &to_kiln(&1, device)), device}
  end

  defp to_kiln(%T{data: %{__struct__: Kiln.Backend}} = t, _device), do: t
  defp to_kiln(%T{} = t, device), do: Nx.backend_copy(t, {Kiln.Backend, device: device})
  defp to_kiln(other, _device), do: other

  @doc "The device of the first Kiln tensor in `args` (lists and tuples searched too), else nil."
  def device_of(args) do
    Enum.find_value(args, fn
      %T{data: %{__struct__: Kiln.Backend, device: device}} -> device
      list when is_list(list) -> device_of(list)
      tuple when is_tuple(tuple) -> device_of(Tuple.to_list(tuple))
      _ -> nil
    end)
  end

  @doc "The device label of a tensor's data (nil for another backend's tensor)."
  def device(%T{data: %{__struct__: Kiln.Backend, device: device}}), do: device
  def device(_), do: nil

  @doc "`out` holding the Kiln tensor `ref`, cast to out's type and reshaped to its shape if needed."
  def wrap(%T{type: type, shape: shape} = out, ref, device) do
    {got_dtype, got_shape} = meta!(ref)
    ref = if got_dtype == dtype(type), do: ref, else: Kiln.astype!(ref, dtype(type))
    ref = if got_shape == shape, do: ref, else: Kiln.reshape!(ref, shape)
    %{out | data: %{__struct__: Kiln.Backend, ref: ref, device: device}}
  end

  # Kiln.meta!/1 without its wrappers: one NIF call for dtype and shape, once per op of every
  # defn graph built.
  defp meta!(%Kiln.Tensor{ref: ref}) do
    case Kiln.Nif.tensor_meta(ref) do
      {:ok, meta} -> meta
      error -> Kiln.Result.unwrap!(error)
    end
  end

  @doc "An integer a double cannot hold exactly (past 2^53), which `kiln_full` and `kiln_pad` would round."
  defguard inexact_in_double(value) when is_integer(value) and abs(value) > 9_007_199_254_740_992

  @doc """
  A 0-d or shaped Kiln tensor of `value`, of an Nx type, on a device label. kiln_full takes a
  double and saturates: a complex value, or an integer past 2^53 or outside the type's range
  (Nx 0.13 types a literal such as 2 ** 32 - 3 as s32), is written as one element (the integer
  wrapped to the type's bits, as BinaryBackend writes it) and broadcast.
  """
  def full(shape, %Complex{} = value, {:c, _} = type, device), do: broadcast_element(Kiln.DType.encode([value], dtype(type)), shape, type, device)

  def full(shape, value, {kind, bits} = type, device) when kind in [:s, :u] and is_integer(value) do
    if inexact_in_double(value) or value not in integer_range(kind, bits),
      do: broadcast_element(<<value::size(bits)-native>>, shape, type, device),
      else: Kiln.full!(shape, value, dtype(type), device: Kiln.Backend.Device.handle(device))
  end

  def full(shape, value, type, device), do: Kiln.full!(shape, value, dtype(type), device: Kiln.Backend.Device.handle(device))

  defp integer_range(:s, bits), do: -Bitwise.bsl(1, bits - 1)..(Bitwise.bsl(1, bits - 1) - 1)
  defp integer_range(:u, bits), do: 0..(Bitwise.bsl(1, bits) - 1)

  defp broadcast_element(element, shape, type, device) do
    element |> Kiln.from_binary!(dtype(type), {}, device: Kiln.Backend.Device.handle(device)) |> Kiln.broadcast_to!(shape)
  end

  @doc """
  The float view of a complex Kiln tensor: its parts' type (`part`, an Nx type), with a trailing
  axis of 2 (real, imaginary). `from_parts/2` turns such a view back into complex `type`.
  """
  def parts(z, part), do: z |> Kiln.expand_dims!([-1]) |> Kiln.bitcast!(dtype(part))

  @doc "The complex Kiln tensor of `type` whose float view (`parts/2`) is `pairs`."
  def from_parts(pairs, type), do: pairs |> Kiln.bitcast!(dtype(type)) |> Kiln.squeeze!([-1])

  @doc "The positions that would sort `list`."
  def argsort(list), do: list |> Enum.with_index() |> Enum.sort() |> Enum.map(&elem(&1, 1))
end
