defmodule Kiln.Backend.Distributed do
  @moduledoc """
  Collectives on `Kiln.Backend` tensors across BEAMs started by `mpirun` (one per rank), over
  `Kiln.Distributed`: lazy like every Kiln op, run when the result is read or `Kiln.Backend.eval/1`d.

      group = Kiln.Backend.Distributed.init()
      grad = Nx.tensor([1.0, 2.0], backend: Kiln.Backend)
      mean = Nx.divide(Kiln.Backend.Distributed.all_sum(grad, group), Kiln.Backend.Distributed.size(group))

  On a group of one the collectives return their input.
  """
  alias Kiln.Distributed, as: D
  alias Nx.Tensor, as: T

  @doc ~S'The world group (engine "any", "mpi" or "self"; see `Kiln.Distributed.init/1`).'
  def init(engine \\ "any"), do: D.init!(engine)

  def rank(group), do: D.rank!(group)
  def size(group), do: D.size!(group)

  @doc "The elementwise sum over the ranks; every rank gets it."
  def all_sum(%T{} = t, group), do: same_shape(t, &D.all_sum!(&1, group))
  def all_max(%T{} = t, group), do: same_shape(t, &D.all_max!(&1, group))
  def all_min(%T{} = t, group), do: same_shape(t, &D.all_min!(&1, group))

  @doc "The ranks' tensors joined along axis 0 in rank order (a scalar gives a vector of `size`)."
  def all_gather(%T{shape: shape, names: names} = t, group) do
    {shape, names} = if shape == {}, do: {{1}, [nil]}, else: {shape, names}
    shape = put_elem(shape, 0, elem(shape, 0) * D.size!(group))
    replace(%{t | shape: shape, names: names}, D.all_gather!(ref(t), group))
  end

  @doc "The sum over the ranks cut into `size` blocks along axis 0; this rank's block."
  def sum_scatter(%T{shape: shape} = t, group) when tuple_size(shape) > 0 do
    shape = put_elem(shape, 0, div(elem(shape, 0), D.size!(group)))
    replace(%{t | shape: shape}, D.sum_scatter!(ref(t), group))
  end

  defp same_shape(t, collective), do: replace(t, collective.(ref(t)))

  defp ref(%T{data: %Kiln.Backend{ref: ref}}), do: ref

  defp ref(%T{} = t) do
    raise ArgumentError, "Kiln.Backend.Distributed takes Kiln.Backend tensors, got #{inspect(t.data.__struct__)}: Nx.backend_transfer/2 it first"
  end

  defp replace(%T{data: data} = t, ref), do: %{t | data: %{data | ref: ref}}
end
