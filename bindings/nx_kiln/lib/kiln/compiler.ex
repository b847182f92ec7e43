defmodule Kiln.Compiler do
  @moduledoc """
  An `Nx.Defn.Compiler` on Kiln: a `defn` call records one lazy Kiln graph and evaluates it once.

      Nx.Defn.jit(&MyModel.step/3, compiler: Kiln.Compiler, device: :cpu).(params, x, y)
      Nx.Defn.global_default_options(compiler: Kiln.Compiler)

  The defn expression is walked with `Kiln.Backend` (on `device:`) as the backend; Kiln ops only
  record work, so the walk builds a graph, and `Kiln.Backend.eval/1` computes all outputs in one
  Kiln eval at the end (where Kiln can fuse it). An expression of plain tensor ops is turned once
  into a flat list of `Kiln.Backend` calls (`Kiln.Compiler.Walk`) that each call runs: a `cond`
  becomes both branches and a `select` per result (no host read of the predicate, so the graph
  stays one eval; both branches are computed; a cond whose branches solve a linear system, which
  fails on a singular matrix, goes through the evaluator instead), a `while` whose condition is
  known without the data at each iteration (a counter, Axon's run-once flag) is unrolled. A
  `while` on the data, hooks, runtime calls, and a call whose inputs are not Kiln tensors, go
  through `Nx.Defn.Evaluator` (the same calls, walked per call). A block (`Nx.block/4`: linear
  algebra, top_k, cumulative ops, FFTs...) runs Kiln's own op where it has one
  (`Kiln.Backend.block/4`). `hooks:` (Nx's option: callbacks by hook name) are honoured as the
  evaluator honours them.
  Ops that need a value on the host while the graph is built (a `while` condition on the data, a
  pad value, a BinaryBackend fallback) evaluate what they need early. The traced expression is cached per
  function and input shapes, types and names, so a second call with like inputs skips tracing.
  Gradients (`grad`) work as with the evaluator.

  The flat list is also run once on Kiln placeholders and the graph it records captured
  (`Kiln.Function`): then each call builds the whole graph in one Kiln call on its inputs
  instead of one NIF call per op (a training step's graph is the same every step), and the
  parts that reach no input (constants) are computed once and kept with the compiled function.
  A list whose ops need values while the graph is built (a placeholder refuses to evaluate) is
  not captured and runs as before; so do calls with inputs on another device. `capture: false`
  turns capturing off.

  A call of a flat list returns once a GPU has the eval queued, without waiting for it
  (`Kiln.eval_async/1`): the next call builds and queues its own graph while the GPU computes
  this one, as PyTorch's eager calls queue CUDA kernels; reading a result (`Nx.to_number/1`,
  `Nx.to_binary/1`, a transfer) waits for it. A list holding a block or a triangular solve
  (linear algebra, whose eval fails on a singular matrix) evaluates before the call returns, so
  that the call raises Nx's error itself. `async: false` makes every call wait.

  Before the eval, the handles of every tensor the walk made other than the outputs are released
  (`Kiln.tidy/1`), so that Kiln fuses the graph the same way on every call. A hook therefore
  sees a tensor that is valid while the hook runs: read it there (printing, `Nx.to_number/1`) or
  keep a copy (`Nx.backend_copy/2`); a tensor kept as it is fails later with `:invalid_handle`.
  """
  @behaviour Nx.Defn.Compiler

  alias Kiln.Compiler.Walk

  @table __MODULE__

  @impl true
  def __jit__(key, vars, fun, args_list, opts), do: __compile__(key, vars, fun, opts).(args_list)

  @impl true
  def __compile__(key, vars, fun, opts) do
    {backend_opts, evaluator_opts} = Keyword.split(opts, [:device])
    {capture?, evaluator_opts} = Keyword.pop(evaluator_opts, :capture, true)
    {async?, evaluator_opts} = Keyword.pop(evaluator_opts, :async, true)
    backend = {Kiln.Backend, backend_opts}
    cache_key = {key, Enum.map(vars, &Nx.to_template/1), evaluator_opts, backend_opts, capture?}

    {compiled, queues?} =
      case lookup(cache_key) do
        nil -> store(cache_key, Nx.with_default_backend(backend, fn -> compile(key, vars, fun, evaluator_opts, capture?) end))
        compiled -> compiled
      end

    async? = async? and queues?

    # The walk's intermediates are released before the eval (Kiln.tidy/1): Kiln then fuses the
    # graph the same way on every call instead of materialising whichever intermediates the
    # garbage collector had not yet freed (new fused kernels to compile, call after call).
    fn args_list ->
      Nx.with_default_backend(backend, fn ->
        Kiln.tidy(fn -> compiled.(args_list) end) |> Kiln.Backend.eval(async: async?)
      end)
    end
  end

  # The traced expression as a flat list of Kiln.Backend calls (Kiln.Compiler.Walk) where it has
  # no control flow or side effects, else, or for a call whose inputs are not plain Kiln
  # tensors, Nx.Defn.Evaluator (handed the same expression: nothing is traced twice). With it,
  # whether its eval may return once queued (a flat list that cannot fail on values).
  defp compile(key, vars, fun, opts, capture?) do
    expr = fun.(vars)
    evaluator = Nx.Defn.Evaluator.__compile__(key, vars, fn _ -> expr end, opts)

    case Keyword.get(opts, :garbage_collect, false) == false and Walk.plan(expr) do
      {:ok, plan} ->
        {Kiln.Backend, capture_opts} = Nx.default_backend()

        case capture? && Walk.capture(plan, vars, capture_opts) do
          {:ok, captured} ->
            runner = fn [params] ->
              case Walk.run_captured(captured, params) do
                {:ok, result} -> [result]
                {:fallback, params} -> walk(plan, params, evaluator)
              end
            end

            {runner, not Walk.may_fail?(plan)}

          _uncaptured ->
            {fn [params] -> walk(plan, params, evaluator) end, not Walk.may_fail?(plan)}
        end

      _ ->
        {evaluator, false}
    end
  end

  defp walk(plan, params, evaluator) do
    {Kiln.Backend, backend_opts} = Nx.default_backend()

    case Walk.run(plan, params, backend_opts) do
      {:ok, result} -> [result]
      {:fallback, params} -> evaluator.([params])
    end
  end

  # One process drives one Kiln device: a computation sharded over an Nx.Mesh is not offered.
  @impl true
  def __shard_jit__(_key, _mesh, _vars, _fun, _args_list, _opts) do
    raise ArgumentError, "Kiln.Compiler does not shard computations over an Nx.Mesh; use Nx.Defn.jit/2 per device"
  end

  @impl true
  def __partitions_options__(opts), do: [opts]

  @impl true
  def __to_backend__(opts), do: {Kiln.Backend, Keyword.take(opts, [:device])}

  # Compiled functions per {function, input templates, options}, in the calling process's
  # dictionary. Not in an ETS table shared by processes: ETS (as a message would) copies a term
  # without its sharing, and the closure holds the traced expression, a graph whose nodes are
  # shared many times over (a block's default body, such as Nx's QDWH svd inside
  # Nx.LinAlg.norm(t, ord: :nuclear), took minutes to insert, blocking a scheduler). A process
  # traces a function once per input shapes and types; a pool of processes traces it once each.
  defp lookup(key), do: Process.get({@table, key})

  defp store(key, compiled) do
    Process.put({@table, key}, compiled)
    compiled
  end

  @doc false
  # How many compiled functions the calling process holds (the cache's tests).
  def cached_count, do: Enum.count(Process.get_keys(), &match?({@table, _}, &1))
end
