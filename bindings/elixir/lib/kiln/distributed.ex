defmodule Kiln.Distributed do
  @moduledoc """
  Collectives across OS processes (ranks) as lazy ops, over MPI loaded at run time. Start one
  BEAM per rank with `mpirun` (`mpirun -np 2 mix run script.exs`); each joins the world group:

      group = Kiln.Distributed.init!()
      x = Kiln.tensor!([1.0, 2.0]) |> Kiln.multiply!(Kiln.Distributed.rank!(group) + 1)
      Kiln.Distributed.all_sum!(x, group) |> Kiln.to_list!()   # the same on every rank

  Collectives run when evaluated, in graph order: ranks that build and evaluate the same
  collectives in the same order never deadlock. On a group of one they return their input. A
  rank that dies or hangs makes the others fail with `:device_error` within the group's timeout
  (`set_timeout/2`, `KILN_COLLECTIVE_TIMEOUT`, 300 s by default). docs/architecture.md,
  "Collectives (groups, engines)".
  """
  import Kiln.Result, only: [defboth: 2]
  alias Kiln.{Device, DType, Nif, Result, Tensor}

  @enforce_keys [:ref]
  defstruct [:ref]

  @type t :: %__MODULE__{ref: reference()}

  @doc ~S'The world group: engine "any" (MPI under an MPI launcher, else a group of one), "mpi" or "self".'
  defboth init(engine \\ "any"), do: Result.map(Nif.group_init(engine), &%__MODULE__{ref: &1})

  @doc "This process's rank in `group`, from 0."
  defboth rank(group), do: Result.wrap(Nif.group_rank(group.ref))

  @doc "How many ranks `group` has."
  defboth size(group), do: Result.wrap(Nif.group_size(group.ref))

  @doc "Ranks passing the same `color` form a new group ordered by `key` (every rank calls it); a negative color gives nil."
  defboth split(group, color, key) do
    Result.map(Nif.group_split(group.ref, color, key), fn ref -> if color < 0, do: nil, else: %__MODULE__{ref: ref} end)
  end

  @doc "How long one exchange may wait for the other ranks, in seconds (0: for ever)."
  defboth set_timeout(group, seconds), do: Result.wrap(Nif.group_set_timeout(group.ref, seconds / 1))

  for {name, doc} <- [
        all_sum: "The elementwise sum of `tensor` over the ranks (lazy).",
        all_max: "The elementwise maximum over the ranks.",
        all_min: "The elementwise minimum over the ranks.",
        all_gather: "The ranks' tensors concatenated along axis 0 in rank order.",
        sum_scatter: "The sum over the ranks cut into `size` blocks along axis 0; this rank gets its own."
      ] do
    @doc doc
    defboth unquote(name)(tensor, group) do
      Result.map(apply(Nif, unquote(name), [tensor.ref, group.ref]), &Tensor.wrap/1)
    end
  end

  @doc "Sends `tensor` to rank `dst` when the result (the tensor's values) is evaluated."
  defboth send(tensor, dst, group), do: Result.map(Nif.send(tensor.ref, dst, group.ref), &Tensor.wrap/1)

  @doc "A tensor of `shape` and `dtype` received from rank `src` when evaluated, on `device:`."
  defboth recv(shape, dtype, src, group, opts \\ []) do
    opts = Keyword.validate!(opts, [:device])
    shape = if is_tuple(shape), do: Tuple.to_list(shape), else: shape

    with {:ok, device} <- Device.resolve(opts[:device]),
         do: Result.map(Nif.recv(shape, DType.normalize(dtype), src, group.ref, device), &Tensor.wrap/1)
  end
end
