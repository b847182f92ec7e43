defmodule Kiln.DistributedTest do
  # Kiln.Distributed in one BEAM: a group of one needs no engine, its collectives return their
  # input and it has no peer. Several ranks: test/distributed_ranks.exs under mpirun.
  use ExUnit.Case, async: true
  alias Kiln.Distributed, as: D

  test "a group of one returns its inputs" do
    group = D.init!("self")
    assert {D.rank!(group), D.size!(group)} == {0, 1}
    x = Kiln.tensor!([[1.0, 2.0], [3.0, 4.0]], :float32, device: "cpu")
    for op <- [:all_sum, :all_max, :all_min, :sum_scatter, :all_gather] do
      assert Kiln.to_list!(apply(D, :"#{op}!", [x, group])) == [[1.0, 2.0], [3.0, 4.0]]
    end
  end

  test "no peer, bad shapes and released groups are errors" do
    group = D.init!("self")
    x = Kiln.tensor!([1.0, 2.0], :float32, device: "cpu")
    assert {:error, %Kiln.Error{status: :invalid_argument}} = D.send(x, 1, group)
    assert {:error, %Kiln.Error{status: :shape_mismatch}} = D.sum_scatter(Kiln.tensor!(1.0), group)
    assert D.split!(group, -1, 0) == nil
    assert :ok = D.set_timeout!(group, 5)
  end
end
