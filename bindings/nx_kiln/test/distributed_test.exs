defmodule Kiln.Backend.DistributedTest do
  # Collectives on Kiln.Backend tensors in one BEAM: a group of one returns its input (several
  # ranks: bindings/elixir's elixir.distributed_ranks runs the same collectives under mpirun).
  use ExUnit.Case, async: true
  alias Kiln.Backend.Distributed, as: D

  test "a group of one returns Nx tensors unchanged, gathers a scalar to a vector" do
    group = D.init("self")
    t = Nx.tensor([[1.0, 2.0], [3.0, 4.0]], backend: Kiln.Backend)
    for op <- [:all_sum, :all_max, :all_min, :sum_scatter, :all_gather] do
      assert Nx.to_list(apply(D, op, [t, group])) == [[1.0, 2.0], [3.0, 4.0]]
    end
    gathered = D.all_gather(Nx.tensor(5, backend: Kiln.Backend), group)
    assert Nx.shape(gathered) == {1} and Nx.to_list(gathered) == [5]
    assert Nx.to_list(Nx.divide(D.all_sum(t, group), D.size(group))) == [[1.0, 2.0], [3.0, 4.0]]
  end
end
