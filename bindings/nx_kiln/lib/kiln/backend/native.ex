defmodule Kiln.Backend.Native do
  @moduledoc false
  # Between Nx tensors and Kiln tensors: `k/2` gives the Kiln tensor of an Nx tensor (copying in
  # one from another backend), `wrap/3` puts a Kiln result into Nx's `out` template, casting it to
  # the type Nx decided (Nx's promotion and weak-scalar rules are Nx's, so Kiln's own promotion
  # never decides a result type).

  alias Nx.Tensor, as: T

  @doc "Kiln's dtype for an Nx type (Nx stores booleans as {:u, 8})."
  def dtype(type), do: Kiln.DType.normalize(type)

  @doc "The Kiln tensor of `t`, cast to `type` when given."
  def k(t, type \\ nil)
  def k(%T{data: %{__struct__: Kiln.Backend, ref: ref}}, nil), do: ref
  def k(%T{data: %{__struct__: Kiln.Backend, ref: ref}, type: type}, type), do: ref
  def k(%T{data: %{__struct__: Kiln.Backend, ref: ref}}, to), do: Kiln.astype!(ref, dtype(to))

  def k(%T{} = t, to) do
    ref = Kiln.from_binary!(Nx.to_binary(t), dtype(t.type), t.shape, device: Kiln.Backend.Device.label(nil))
    if to in [nil, t.type], do: ref, else: Kiln.astype!(ref, dtype(to))
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

  @doc "A 0-d or shaped Kiln tensor of `value`, of an Nx type, on a device label."
  def full(shape, value, type, device), do: Kiln.full!(shape, value, dtype(type), device: Kiln.Backend.Device.handle(device))

  @doc "The positions that would sort `list`."
  def argsort(list), do: list |> Enum.with_index() |> Enum.sort() |> Enum.map(&elem(&1, 1))
end
