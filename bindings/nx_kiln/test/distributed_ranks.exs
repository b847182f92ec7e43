# Collectives on Kiln.Backend tensors across ranks, one BEAM each, started by mpirun
# (run_tests.sh --ranks N): each against references computed from all ranks' inputs. Prints
# "nx_distributed_ranks: rank R OK".
{:ok, _} = Application.ensure_all_started(:nx_kiln)
alias Kiln.Backend.Distributed, as: D

group = D.init("mpi")
rank = D.rank(group)
size = D.size(group)
input = fn r -> Enum.map(0..3, &((&1 * 5 + r * 3) |> rem(7) |> Kernel.-(3) |> Kernel./(1))) end
t = Nx.tensor(input.(rank), backend: Kiln.Backend)
everyone = Enum.map(0..(size - 1), input)
columns = Enum.zip_with(everyone, & &1)
mean = Nx.divide(D.all_sum(t, group), size)

checks = [
  {"all_sum", Nx.to_list(D.all_sum(t, group)), Enum.map(columns, &Enum.sum/1)},
  {"mean", Nx.to_list(mean), Enum.map(columns, &(Enum.sum(&1) / size))},
  {"all_max", Nx.to_list(D.all_max(t, group)), Enum.map(columns, &Enum.max/1)},
  {"all_gather", Nx.to_list(D.all_gather(Nx.reshape(t, {2, 2}), group)), Enum.chunk_every(List.flatten(everyone), 2)},
  {"sum_scatter", Nx.to_list(D.sum_scatter(Nx.tile(t, [size]), group)), Enum.map(columns, &Enum.sum/1)}
]

# Each exchange is a [:kiln, :collective, ...] span (through Kiln.Backend.Telemetry's bridge).
{:ok, _} = Kiln.Backend.Telemetry.attach()
me = self()
:telemetry.attach("collective", [:kiln, :collective, :stop], fn _, m, meta, _ -> send(me, {:collective, m, meta}) end, nil)
Nx.to_list(D.all_sum(t, group))

span =
  receive do
    {:collective, m, meta} -> {meta.op, m.bytes, m.ranks}
  after
    5000 -> :none
  end

checks = checks ++ [{"telemetry", span, {"all_sum", 16, size}}]

failed = for {name, got, want} <- checks, got != want, do: name
IO.puts("nx_distributed_ranks: rank #{rank} " <> if(failed == [], do: "OK", else: "FAILED #{inspect(failed)}"))
