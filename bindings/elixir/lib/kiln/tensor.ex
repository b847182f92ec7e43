defmodule Kiln.Tensor do
  @moduledoc """
  A lazy Kiln tensor. `ref` is the NIF resource that owns one reference to the library's handle:
  the garbage collector releases it once no term refers to it, and `Kiln.release/1` releases it
  at once (later uses then fail with status `:invalid_handle`, never crash).

  Tensors are immutable values; copying the struct shares the reference. Operations live in
  `Kiln`.
  """
  @enforce_keys [:ref]
  defstruct [:ref]

  @type t :: %__MODULE__{ref: reference()}

  # A tensor term is a few words of process heap holding possibly gigabytes of device memory, so
  # the process's garbage collector, paced by its heap alone, may run too seldom in a loop that
  # drops tensors without Kiln.release/1. After every @collect_every_bytes of new tensors'
  # elements made by a process, it collects its own heap, releasing what it no longer refers to.
  @collect_every_bytes 256 * 1024 * 1024

  @doc false
  def wrap(ref) do
    tensor = %__MODULE__{ref: ref}
    # Inside a Kiln.tidy/1 scope the scope refers to every tensor made until it closes (and then
    # releases them), so a collection could free none of them: the bytes are counted for what
    # the outermost scope keeps, when it closes (Kiln.Tidy), not here: a NIF call less per op
    # where graphs are built in scopes, as Kiln.Compiler builds them.
    if Kiln.Tidy.track(tensor) == :untracked, do: nudge_collector(ref)
    tensor
  end

  @doc false
  def nudge_collector(ref) do
    with {:ok, nbytes} <- Kiln.Nif.tensor_nbytes(ref) do
      made = (Process.get(:kiln_bytes_since_collection) || 0) + nbytes

      if made >= @collect_every_bytes do
        Process.put(:kiln_bytes_since_collection, 0)
        :erlang.garbage_collect()
      else
        Process.put(:kiln_bytes_since_collection, made)
      end
    end
  end

  defimpl Inspect do
    # Values are shown (evaluating the tensor, as Nx does) up to this many elements.
    @shown 64

    def inspect(%Kiln.Tensor{ref: ref} = tensor, opts) do
      with {:ok, dtype} <- Kiln.Nif.tensor_dtype(ref),
           {:ok, ndim} <- Kiln.Nif.tensor_ndim(ref),
           {:ok, dims} <- Kiln.Nif.tensor_shape(ref, ndim) do
        head = "#Kiln.Tensor<#{dtype}#{Enum.map_join(dims, &"[#{&1}]")}"
        if Enum.product(dims) <= @shown, do: "#{head} #{values(tensor, opts)}>", else: "#{head} ...>"
      else
        {:error, {:invalid_handle, _}} -> "#Kiln.Tensor<released>"
        {:error, {status, _}} -> "#Kiln.Tensor<#{status}>"
      end
    end

    defp values(tensor, opts) do
      case Kiln.to_list(tensor) do
        {:ok, list} -> Kernel.inspect(list, charlists: :as_lists, limit: opts.limit)
        {:error, %Kiln.Error{status: status}} -> "(#{status})"
      end
    end
  end
end
