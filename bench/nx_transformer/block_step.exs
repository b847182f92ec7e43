# The training step of a transformer encoder block (block_model.exs) on Kiln.Compiler: one jit call
# a step, traced once, then one Kiln graph evaluated per call. Reads what block_data.py wrote (DATA,
# default block_data; SIZE full or small, as written) and prints one JSON line: the first losses
# (torch_block_step.py checks them against PyTorch's), the ms per step (StepTiming.block_ms:
# median and best of 5 runs).
# CHECK=1 instead runs the first steps on Nx.BinaryBackend too and compares the losses (use
# SIZE=small: BinaryBackend is pure Elixir). Run with nx_kiln's code on the path (run.sh).
Code.require_file("block_model.exs", __DIR__)
# StepTiming: ../nx_mlp/ in the repository, beside this folder in the GPU pack (bench/nx_mlp/pack.sh).
Code.require_file(Enum.find(["../nx_mlp/step_timing.exs", "../step_timing.exs"], &File.exists?(Path.expand(&1, __DIR__))), __DIR__)

defmodule BlockBench do
  import StepTiming

  @names ~w(embedding ln1_scale ln1_bias wq bq wk bk wv bv wo bo ln2_scale ln2_bias w1 b1 w2 b2 head head_bias)a

  def config(size) do
    Path.join(__DIR__, "shapes.json") |> File.read!() |> JSON.decode!() |> Map.fetch!(size)
  end

  def shapes(c) do
    {d, f} = {c["width"], c["hidden"]}
    square = {d, d}

    %{tokens: {c["batch"], c["tokens"]}, labels: {c["batch"], c["classes"]}, embedding: {c["vocabulary"], d},
      ln1_scale: {d}, ln1_bias: {d}, wq: square, bq: {d}, wk: square, bk: {d}, wv: square, bv: {d},
      wo: square, bo: {d}, ln2_scale: {d}, ln2_bias: {d}, w1: {d, f}, b1: {f}, w2: {f, d}, b2: {d},
      head: {d, c["classes"]}, head_bias: {c["classes"]}}
  end

  def load(dir, shapes, name, backend) do
    type = if name == :tokens, do: :s32, else: :f32
    dir |> Path.join("#{name}.bin") |> File.read!() |> Nx.from_binary(type, backend: backend) |> Nx.reshape(shapes[name])
  end

  def inputs(dir, shapes, backend) do
    params = Map.new(@names, fn name -> {name, load(dir, shapes, name, backend)} end)
    {params, load(dir, shapes, :tokens, backend), load(dir, shapes, :labels, backend)}
  end

  def losses(step, params, tokens, labels, n) do
    Enum.map_reduce(1..n, params, fn _, p ->
      {p, loss} = step.(p, tokens, labels)
      {Nx.to_number(loss), p}
    end)
  end

  def run do
    {:ok, _} = Application.ensure_all_started(:nx_kiln)
    device = String.to_atom(System.get_env("DEVICE", "gpu"))
    dir = System.get_env("DATA", "block_data")
    steps = String.to_integer(System.get_env("STEPS", "30"))
    size = System.get_env("SIZE", "full")
    c = config(size)
    shapes = shapes(c)
    {params, tokens, labels} = inputs(dir, shapes, {Kiln.Backend, device: device})
    step =
      Nx.Defn.jit(&BlockStep.step(&1, &2, &3, heads: c["heads"]),
        compiler: Kiln.Compiler,
        device: device,
        async: System.get_env("ASYNC") != "0"
      )
    {losses, trained} = losses(step, params, tokens, labels, 5)

    if System.get_env("CHECK") == "1" do
      check(losses, dir, shapes, c)
    else
      trained = warm_up(step, trained, tokens, labels, System.monotonic_time(:millisecond) + 500)
      {ms_per_step, runs, _} = block_ms(step, trained, tokens, labels, steps)

      IO.puts(
        ~s({"device": "#{device}", "size": "#{size}", "losses": #{inspect(losses)}, ) <>
          ~s("ms_per_step": #{ms_per_step}, "ms_min": #{Enum.min(runs)}, "steps": #{steps}})
      )
    end
  end

  # The same five steps on Nx.BinaryBackend (Nx's own evaluator), losses compared.
  defp check(losses, dir, shapes, c) do
    {params, tokens, labels} = inputs(dir, shapes, Nx.BinaryBackend)
    step = Nx.Defn.jit(&BlockStep.step(&1, &2, &3, heads: c["heads"]), compiler: Nx.Defn.Evaluator)
    {reference, _} = losses(step, params, tokens, labels, 5)
    worst = Enum.zip_with(losses, reference, fn a, b -> abs(a - b) end) |> Enum.max()
    IO.puts("kiln   #{inspect(losses)}\nbinary #{inspect(reference)}\nlargest difference #{worst}")
    if worst > 1.0e-4 or hd(losses) <= List.last(losses), do: System.halt(1)
    IO.puts("block_step check: OK")
  end
end

BlockBench.run()
