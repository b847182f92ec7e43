# One defn training step of an MLP (784-1024-1024-10, batch 1024, float32, ReLU, softmax
# cross-entropy, SGD) on Kiln.Compiler: a step is one jit call, traced once and then one Kiln
# graph evaluated once per call. Reads the data make_data.py wrote (DATA, default mlp_data) and
# prints one JSON line: the first steps' losses (checked against PyTorch by torch_mlp_step.py)
# and the milliseconds per step (StepTiming.block_ms). Run with nx_kiln's code on the path (run.sh).
Code.require_file("mlp_model.exs", __DIR__)
Code.require_file("step_timing.exs", __DIR__)

defmodule MLPBench do
  import StepTiming

  @shapes %{x: {1024, 784}, y: {1024, 10}, w1: {784, 1024}, b1: {1024}, w2: {1024, 1024}, b2: {1024}, w3: {1024, 10}, b3: {10}}

  def load(dir, name, backend) do
    dir |> Path.join("#{name}.bin") |> File.read!() |> Nx.from_binary(:f32, backend: backend) |> Nx.reshape(@shapes[name])
  end

  def run do
    {:ok, _} = Application.ensure_all_started(:nx_kiln)
    device = String.to_atom(System.get_env("DEVICE", "gpu"))
    dir = System.get_env("DATA", "mlp_data")
    steps = String.to_integer(System.get_env("STEPS", "30"))
    backend = {Kiln.Backend, device: device}
    x = load(dir, :x, backend)
    y = load(dir, :y, backend)
    params = List.to_tuple(for name <- [:w1, :b1, :w2, :b2, :w3, :b3], do: load(dir, name, backend))
    # CAPTURE=0: the step's graph built op by op every call (Kiln.Compiler's `capture: false`).
    step =
      Nx.Defn.jit(&MLPStep.step/3,
        compiler: Kiln.Compiler,
        device: device,
        capture: System.get_env("CAPTURE") != "0",
        async: System.get_env("ASYNC") != "0"
      )

    # The first losses from the shared start, read each step (checked against PyTorch).
    {losses, trained} =
      Enum.map_reduce(1..5, params, fn _, p ->
        {p, loss} = step.(p, x, y)
        {Nx.to_number(loss), p}
      end)

    # Half a second of untimed steps first: short evals with host work between leave a GPU at its
    # idle clock (session 18 read 345 MHz of 1980 at a call's start), and the first process of a
    # call took 2.7x PyTorch's step where the next two took 0.98-1.21x (docs/benchmarks.md, session
    # 25). PyTorch's side runs after this one, on a warm GPU.
    trained = warm_up(step, trained, x, y, System.monotonic_time(:millisecond) + 500)

    # Timed: 5 runs of `steps` steps back to back, each a jit call whose eval Kiln.Compiler
    # queues (ASYNC=0: waits for), the last run's results waited for at its end; nothing is read
    # on the host, and nothing is subscribed to Kiln's telemetry (each event is a message: 116 a
    # step).
    {ms_per_step, runs, trained} = block_ms(step, trained, x, y, steps)

    # Then as many steps again with Kiln's eval spans subscribed (drained after each step, outside
    # its time): how much of a call the eval is (with ASYNC on, until it is queued); the rest is
    # building the graph in the BEAM.
    {:ok, subscription} = Kiln.Telemetry.subscribe()

    {split, _} =
      Enum.map_reduce(1..steps, trained, fn _, p ->
        {ms, p} = timed_step(step, p, x, y)
        {{ms, eval_ms(0)}, p}
      end)

    Kiln.Telemetry.unsubscribe!(subscription)
    {subscribed_times, evals} = Enum.unzip(split)

    IO.puts(
      ~s({"device": "#{device}", "losses": #{inspect(losses)}, "ms_per_step": #{ms_per_step}, ) <>
        ~s("ms_min": #{Enum.min(runs)}, "eval_ms_per_step": #{median(evals)}, ) <>
        ~s("subscribed_ms_per_step": #{median(subscribed_times)}, "steps": #{steps}})
    )
  end

  # The step's eval durations, in ms, from the messages already in the mailbox.
  defp eval_ms(acc) do
    receive do
      {:kiln_telemetry_callback, %{kind: :eval, phase: :stop, duration_ns: ns}} -> eval_ms(acc + ns / 1.0e6)
      {:kiln_telemetry_callback, _} -> eval_ms(acc)
    after
      0 -> acc
    end
  end
end

MLPBench.run()
