# Kiln.Distributed across ranks, one BEAM each, started by mpirun (run_tests.sh --ranks N): every
# collective against references computed from all ranks' inputs. Prints "distributed_ranks:
# rank R OK".
alias Kiln.Distributed, as: D

group = D.init!("mpi")
rank = D.rank!(group)
size = D.size!(group)
input = fn r -> Enum.map(0..5, &((&1 * 3 + r * 7) |> rem(11) |> Kernel.-(5) |> Kernel./(1))) end
x = Kiln.tensor!(input.(rank), :float32, device: "cpu")
everyone = Enum.map(0..(size - 1), input)
columns = Enum.zip_with(everyone, & &1)

checks = [
  {"all_sum", Kiln.to_list!(D.all_sum!(x, group)), Enum.map(columns, &Enum.sum/1)},
  {"all_max", Kiln.to_list!(D.all_max!(x, group)), Enum.map(columns, &Enum.max/1)},
  {"all_min", Kiln.to_list!(D.all_min!(x, group)), Enum.map(columns, &Enum.min/1)},
  {"all_gather", Kiln.to_list!(D.all_gather!(x, group)), List.flatten(everyone)}
]

# sum_scatter: 6 * size elements a rank, this rank's block of 6 of the sum
big = fn r -> Enum.flat_map(0..(size - 1), fn _ -> input.(r) end) end
sum_big = Enum.zip_with(Enum.map(0..(size - 1), big), &Enum.sum/1)
checks = [{"sum_scatter", Kiln.to_list!(D.sum_scatter!(Kiln.tensor!(big.(rank), :float32, device: "cpu"), group)),
           Enum.slice(sum_big, rank * 6, 6)} | checks]

failed = for {name, got, want} <- checks, got != want, do: name

if failed == [] do
  IO.puts("distributed_ranks: rank #{rank} OK")
else
  IO.puts("distributed_ranks: rank #{rank} FAILED #{inspect(failed)}")
end
