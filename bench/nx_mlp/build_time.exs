# The BEAM's share of the MLP training step: how long a Kiln.Compiler call takes besides Kiln's
# eval (walking the defn expression, recording the lazy graph). The step is mlp_model.exs's, on
# small widths by default (WIDTH, default 16; batch BATCH, default 8) so that the eval is short
# and the build time does not drown in it: the expression, and so the graph built, is the same
# at any size. DEVICE (default cpu), STEPS timed steps (default 200) after 20 warm-up ones.
# PROFILE=eprof profiles the timed steps instead (per-function call counts and times).
# Prints one JSON line: the medians of a step's time, its eval (telemetry) and the difference
# (build_ms_per_step), and the build alone through the evaluator and the fast walk (walks/2).
#   elixir $(for d in $B/lib/*/ebin; do echo -pa $d; done) bench/nx_mlp/build_time.exs
Code.require_file("mlp_model.exs", __DIR__)
Code.require_file("step_timing.exs", __DIR__)

defmodule BuildTime do
  import StepTiming

  def run do
    {:ok, _} = Application.ensure_all_started(:nx_kiln)
    device = String.to_atom(System.get_env("DEVICE", "cpu"))
    [width, batch, steps] = Enum.map([{"WIDTH", "16"}, {"BATCH", "8"}, {"STEPS", "200"}], fn {k, d} -> String.to_integer(System.get_env(k, d)) end)
    Nx.default_backend({Kiln.Backend, device: device})
    x = Nx.iota({batch, 784}, type: :f32) |> Nx.sin()
    y = Nx.iota({batch, 10}) |> Nx.remainder(3) |> Nx.equal(0) |> Nx.as_type(:f32)
    sizes = [{784, width}, {width, width}, {width, 10}]
    params = sizes |> Enum.flat_map(fn {i, o} -> [Nx.iota({i, o}, type: :f32) |> Nx.cos() |> Nx.multiply(0.05), Nx.broadcast(0.01, {o})] end) |> List.to_tuple()
    step = Nx.Defn.jit(&MLPStep.step/3, compiler: Kiln.Compiler, device: device)
    {warm, _} = Enum.map_reduce(1..20, params, fn _, p -> {p, loss} = step.(p, x, y); {Nx.to_number(loss), p} end)

    case System.get_env("PROFILE") do
      "eprof" -> profile(fn -> Enum.reduce(1..steps, params, fn _, p -> elem(step.(p, x, y), 0) end) end)
      _ -> time(step, params, x, y, steps, device, warm) |> Map.merge(walks(step, [params, x, y], steps)) |> print()
    end
  end

  defp print(results), do: IO.puts("{" <> Enum.map_join(results, ", ", fn {k, v} -> ~s("#{k}": #{inspect(v)}) end) <> "}")

  # The build alone, without the eval, in this process: the step's expression walked by
  # Nx.Defn.Evaluator and (where this nx_kiln has it) by Kiln.Compiler.Walk on Kiln.Backend,
  # each call in Kiln.tidy/1 as Kiln.Compiler runs it; and the whole step (step_ms, the jit
  # call with its eval, from the same parameters each time). Batches of the two alternate, so that the
  # machine's load falls on both alike; the median and the best batch's ms per call (on a
  # loaded machine the best is the steadier figure).
  defp walks(step, args, steps) do
    expr = apply(Nx.Defn.debug_expr(&MLPStep.step/3), args)
    params = args |> Nx.Defn.Composite.flatten_list() |> Enum.map(&fn -> &1 end)
    evaluator = Nx.Defn.Evaluator.__compile__(:build_time, [], fn _ -> expr end, [])
    {backend, opts} = Nx.default_backend()
    ways = [step_ms: fn -> apply(step, args) end, evaluator_ms: fn -> evaluator.([params]) end]

    ways =
      if Code.ensure_loaded?(Kiln.Compiler.Walk) do
        {:ok, plan} = apply(Kiln.Compiler.Walk, :plan, [expr])
        ways ++ [walk_ms: fn -> {:ok, out} = apply(Kiln.Compiler.Walk, :run, [plan, params, opts]); out end]
      else
        ways
      end

    backend == Kiln.Backend or raise "the default backend is #{inspect(backend)}"
    batches = for _ <- 1..max(div(steps, 10), 5), {name, fun} <- ways, do: {name, batch(fun, 10)}

    Enum.flat_map(ways, fn {name, _} ->
      times = for {^name, ms} <- batches, do: ms
      [{name, r(median(times))}, {:"#{name}_best", r(Enum.min(times))}]
    end)
    |> Map.new()
  end

  defp batch(fun, n) do
    t0 = System.monotonic_time(:nanosecond)
    for _ <- 1..n, do: Kiln.tidy(fun)
    (System.monotonic_time(:nanosecond) - t0) / (n * 1.0e6)
  end

  # Steps with nothing subscribed (ms_per_step), then as many with Kiln's telemetry subscribed and
  # drained after each step (outside its time): eval i's span against step i. A subscription
  # costs time of its own (a message per event: 116 a step), so the build is the unsubscribed
  # step less the eval.
  defp time(step, params, x, y, steps, device, warm) do
    {times, params} = Enum.map_reduce(1..steps, params, fn _, p -> timed_step(step, p, x, y) end)
    {:ok, subscription} = Kiln.Telemetry.subscribe()

    {split, _} =
      Enum.map_reduce(1..steps, params, fn _, p ->
        {ms, p} = timed_step(step, p, x, y)
        {{ms, eval_ms(0)}, p}
      end)

    Kiln.Telemetry.unsubscribe!(subscription)
    {subscribed, evals} = Enum.unzip(split)

    %{
      device: to_string(device),
      ms_per_step: r(median(times)),
      subscribed_ms_per_step: r(median(subscribed)),
      eval_ms_per_step: r(median(evals)),
      build_ms_per_step: r(median(times) - median(evals)),
      steps: steps,
      last_warmup_loss: List.last(warm)
    }
  end

  defp r(x), do: Float.round(x, 3)

  # The step's eval durations, in ms, from the messages already in the mailbox.
  defp eval_ms(acc) do
    receive do
      {:kiln_telemetry_callback, %{kind: :eval, phase: :stop, duration_ns: ns}} -> eval_ms(acc + ns / 1.0e6)
      {:kiln_telemetry_callback, _} -> eval_ms(acc)
    after
      0 -> acc
    end
  end

  defp profile(fun) do
    :eprof.start()
    :eprof.profile([], fun)
    :eprof.analyze(:total, sort: :time)
    :eprof.stop()
  end
end

BuildTime.run()
