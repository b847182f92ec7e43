defmodule Kiln.CompilerWalkTest do
  # Kiln.Compiler's fast path (Kiln.Compiler.Walk): which expressions it plans, which go to
  # Nx.Defn.Evaluator, and that both give Nx.BinaryBackend's results.
  use ExUnit.Case, async: true
  import Nx.Defn
  alias Kiln.Compiler.Walk
  alias Kiln.Differential

  defn mlp_step({w1, b1, w2, b2} = params, x, y) do
    {loss, {g1, gb1, g2, gb2}} =
      value_and_grad(params, fn {w1, b1, w2, b2} ->
        logits = x |> Nx.dot(w1) |> Nx.add(b1) |> Nx.max(0) |> Nx.dot(w2) |> Nx.add(b2)
        shifted = logits - Nx.reduce_max(logits, axes: [1], keep_axes: true)
        log_p = shifted - Nx.log(Nx.sum(Nx.exp(shifted), axes: [1], keep_axes: true))
        -Nx.mean(Nx.sum(y * log_p, axes: [1]))
      end)

    {{w1 - 0.1 * g1, b1 - 0.1 * gb1, w2 - 0.1 * g2, b2 - 0.1 * gb2}, loss}
  end

  defn with_cond(x) do
    if Nx.sum(x) > 0, do: x * 2, else: x - 1
  end

  defn with_while(x) do
    {_, acc} = while {i = 0, acc = x}, i < 3, do: {i + 1, acc * 2 + 1}
    acc
  end

  # A while whose condition depends on the data: the evaluator's.
  defn with_data_while(x) do
    {_, acc} = while {i = 0, acc = x}, Nx.sum(acc) < 100, do: {i + 1, acc * 2 + 1}
    acc
  end

  # Axon.Loop's train step: a while run once (a flag set to 1, then to 0) around a cond on the
  # data (gradient accumulation), both branches giving the flag 0.
  defn run_once(x, step) do
    {_, out, new_step, _} =
      while {x, out = x, step, flag = Nx.tensor(1)}, flag do
        if Nx.greater_equal(step, 1) do
          {x, Nx.exp(x) + out, 0, Nx.tensor(0)}
        else
          {x, out * 3, step + 1, Nx.tensor(0)}
        end
      end

    {out, new_step}
  end

  defn with_hook(x), do: x |> Nx.exp() |> hook(:exp) |> Nx.sum()

  # An optional op Kiln.Backend lacks: its default expression is the evaluator's to walk.
  defn with_cumulative_sum(x), do: Nx.cumulative_sum(x, axis: 0)

  # A block no backend knows: Kiln.Backend runs the default it is given.
  defmodule Doubled, do: defstruct([])
  defn with_unknown_block(x), do: Nx.block(%Doubled{}, [x], x, fn _, x -> x * 2 end)

  # Optional ops Kiln.Backend has (logical_not, qr: a tuple), metadata (stop_grad),
  # concatenate, slices, iota and a tensor literal.
  defn assorted(x) do
    {q, r} = Nx.LinAlg.qr(x)
    top = Nx.logical_not(x > 0)
    # q r (LAPACK's signs of q and r are not Nx's; the product is).
    joined = Nx.concatenate([Nx.dot(q, stop_grad(r)), Nx.iota({3, 3}), Nx.tensor([[1.0, 2.0, 3.0]])], axis: 0)
    {joined[[1..3, 0..1]] * 2, top, Nx.slice(x, [1, 0], [2, 2])}
  end

  # A pad whose value is a tensor: Kiln.Backend reads the value while building the graph.
  defn pad_with(x, v), do: Nx.pad(x, v, [{1, 2, 0}]) * 2

  defp data do
    x = Nx.iota({6, 5}, type: :f32) |> Nx.sin()
    y = Nx.iota({6, 3}) |> Nx.remainder(3) |> Nx.equal(0) |> Nx.as_type(:f32)
    w1 = Nx.iota({5, 4}, type: :f32) |> Nx.cos() |> Nx.multiply(0.5)
    w2 = Nx.iota({4, 3}, type: :f32) |> Nx.sin() |> Nx.multiply(0.5)
    [{w1, Nx.broadcast(0.01, {4}), w2, Nx.broadcast(0.01, {3})}, x, y]
  end

  defp plan(fun, args), do: Nx.with_default_backend(Differential.kiln_backend(), fn -> Walk.plan(apply(Nx.Defn.debug_expr(fun), args)) end)

  # The plan captured on placeholders (Walk.capture), as Kiln.Compiler captures it.
  defp capture(fun, args) do
    Nx.with_default_backend(Differential.kiln_backend(), fn ->
      {:ok, plan} = Walk.plan(apply(Nx.Defn.debug_expr(fun), args))
      {Kiln.Backend, opts} = Nx.default_backend()
      Walk.capture(plan, args, opts)
    end)
  end

  # The function on Kiln.Compiler (Kiln tensors) against Nx.Defn.Evaluator on BinaryBackend.
  defp assert_matches(label, fun, args) do
    expected = Nx.with_default_backend(Nx.BinaryBackend, fn -> apply(Nx.Defn.jit(fun), to_binary_backend(args)) end)
    got = Nx.with_default_backend(Differential.kiln_backend(), fn -> apply(Nx.Defn.jit(fun, compiler: Kiln.Compiler), args) end)
    Differential.assert_same(label, got, expected)
    got
  end

  defp to_binary_backend(args) when is_list(args), do: Enum.map(args, &to_binary_backend/1)
  defp to_binary_backend(args), do: Nx.Defn.Composite.traverse(args, &Nx.backend_copy(&1, Nx.BinaryBackend))

  test "an MLP training step is planned, and three steps match BinaryBackend's" do
    args = Nx.with_default_backend(Differential.kiln_backend(), &data/0)
    assert {:ok, %{steps: steps}} = plan(&mlp_step/3, args)
    assert length(steps) > 40
    # The ops' templates carry no arguments (the graph below them): the plan is copied out of ETS.
    for {_, {:call, _, [{:c, %Nx.Tensor{data: %Nx.Defn.Expr{args: args}}} | _]}} <- steps, do: assert(args == [])

    Enum.reduce(1..3, args, fn i, [params, x, y] ->
      {params, _loss} = assert_matches("step #{i}", &mlp_step/3, [params, x, y])
      [params, x, y]
    end)
  end

  test "an MLP training step is captured: a call builds its graph in one Kiln call, three calls match" do
    args = Nx.with_default_backend(Differential.kiln_backend(), &data/0)
    assert {:ok, captured} = capture(&mlp_step/3, args)

    Enum.reduce(1..3, args, fn i, [params, x, y] ->
      expected = Nx.with_default_backend(Nx.BinaryBackend, fn -> apply(Nx.Defn.jit(&mlp_step/3), to_binary_backend([params, x, y])) end)
      funs = Enum.map(Nx.Defn.Composite.flatten_list([params, x, y]), &fn -> &1 end)
      assert {:ok, got} = Walk.run_captured(captured, funs)
      Differential.assert_same("captured step #{i}", got, expected)
      {params, _loss} = got
      [params, x, y]
    end)
  end

  test "calls queue their evals: ten steps, each reading the last one's results, equal waiting calls'" do
    {Kiln.Backend, opts} = Differential.kiln_backend()
    [params, x, y] = Nx.with_default_backend(Differential.kiln_backend(), &data/0)
    queued = Nx.Defn.jit(&mlp_step/3, compiler: Kiln.Compiler, device: opts[:device])
    waiting = Nx.Defn.jit(&mlp_step/3, compiler: Kiln.Compiler, device: opts[:device], async: false)
    run = fn step -> Enum.reduce(1..10, {params, nil}, fn _, {p, _} -> step.(p, x, y) end) end
    {queued_params, queued_loss} = run.(queued)
    {waited_params, waited_loss} = run.(waiting)

    for {a, b} <- Enum.zip(Tuple.to_list(queued_params) ++ [queued_loss], Tuple.to_list(waited_params) ++ [waited_loss]) do
      assert Nx.to_binary(a) == Nx.to_binary(b)
    end

    # A solve's eval fails on a singular matrix: such a call waits, and raises Nx's error itself.
    solve = Nx.Defn.jit(&Nx.LinAlg.solve/2, compiler: Kiln.Compiler, device: opts[:device])
    a = Nx.tensor([[1.0, 2.0], [2.0, 4.0]], backend: Differential.kiln_backend())
    assert_raise ArgumentError, ~r/singular/, fn -> solve.(a, Nx.tensor([1.0, 2.0], backend: Differential.kiln_backend())) end
  end

  test "a plan whose graph needs values while it is built is not captured, and still matches" do
    [x, v, w] = Nx.with_default_backend(Differential.kiln_backend(), fn -> [Nx.tensor([1.0, 2.0, 3.0]), Nx.tensor(-1.0), Nx.tensor(5.0)] end)
    assert capture(&pad_with/2, [x, v]) == :uncaptured
    assert_matches("pad", &pad_with/2, [x, v])
    assert_matches("pad, another value", &pad_with/2, [x, w])
  end

  test "optional, tuple, metadata, list and creation ops are planned and match BinaryBackend" do
    x = Nx.with_default_backend(Differential.kiln_backend(), fn -> Nx.iota({3, 3}, type: :f32) |> Nx.add(Nx.eye(3)) |> Nx.cos() end)
    assert {:ok, _} = plan(&assorted/1, [x])
    assert {:ok, _} = capture(&assorted/1, [x])
    assert_matches("assorted", &assorted/1, [x])
  end

  test "a cond becomes selects, a while with constant conditions is unrolled: planned, captured, matching" do
    x = Nx.with_default_backend(Differential.kiln_backend(), fn -> Nx.tensor([1.0, -2.0, 3.5]) end)

    for {name, fun} <- [cond: &with_cond/1, while: &with_while/1] do
      assert {:ok, _} = plan(fun, [x]), "#{name} was not planned"
      assert {:ok, _} = capture(fun, [x]), "#{name} was not captured"
      assert_matches("#{name}", fun, [x])
    end

    negative = Nx.with_default_backend(Differential.kiln_backend(), fn -> Nx.tensor([-1.0, -2.0]) end)
    assert_matches("cond's other branch", &with_cond/1, [negative])

    for step <- [0, 1, 5] do
      step = Nx.with_default_backend(Differential.kiln_backend(), fn -> Nx.tensor(step) end)
      assert {:ok, _} = capture(&run_once/2, [x, step])
      assert_matches("run once, step #{Nx.to_number(step)}", &run_once/2, [x, step])
    end
  end

  test "a while on the data and hooks go to the evaluator, with the same results" do
    x = Nx.with_default_backend(Differential.kiln_backend(), fn -> Nx.tensor([1.0, -2.0, 3.5]) end)

    for {name, fun} <- [data_while: &with_data_while/1, hook: &with_hook/1] do
      assert plan(fun, [x]) == :unsupported, "#{name} was planned"
      assert_matches("#{name}", fun, [x])
    end
  end

  test "blocks are planned: Kiln's own op (a scan), or the default of one Kiln lacks, in a fallback span" do
    x = Nx.with_default_backend(Differential.kiln_backend(), fn -> Nx.tensor([1.0, -2.0, 3.5]) end)
    parent = self()
    handler = fn _event, _measure, meta, _ -> send(parent, {:fallback, meta.op}) end
    :telemetry.attach("walk blocks", [:kiln, :fallback, :start], handler, nil)

    try do
      for {name, fun} <- [cumulative_sum: &with_cumulative_sum/1, unknown_block: &with_unknown_block/1] do
        assert {:ok, _} = plan(fun, [x]), "#{name} was not planned"
        assert_matches("#{name}", fun, [x])
      end
    after
      :telemetry.detach("walk blocks")
    end

    assert_received {:fallback, :doubled}
    refute_received {:fallback, :cumulative_sum}
  end

  test "a call with inputs on another backend goes to the evaluator, as before" do
    args = Nx.with_default_backend(Differential.kiln_backend(), &data/0)
    step = Nx.Defn.jit(&mlp_step/3, compiler: Kiln.Compiler)
    {_, kiln_loss} = Nx.with_default_backend(Differential.kiln_backend(), fn -> apply(step, args) end)
    # The same compiled function (cached per shapes and types), now with BinaryBackend inputs.
    {_, mixed_loss} = Nx.with_default_backend(Differential.kiln_backend(), fn -> apply(step, to_binary_backend(args)) end)
    assert_in_delta Nx.to_number(kiln_loss), Nx.to_number(mixed_loss), 1.0e-6
  end
end
