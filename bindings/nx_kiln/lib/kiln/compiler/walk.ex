defmodule Kiln.Compiler.Walk do
  @moduledoc false
  # Kiln.Compiler's fast path. Nx.Defn.Evaluator walks the expression afresh on every call
  # (reference counts in maps, generic argument traversal, a backend lookup per node), though
  # for a graph of plain tensor ops the walk is the same every call. `plan/1` walks it once: the
  # expression becomes a flat list of steps in evaluation order, each a Kiln.Backend callback
  # with its arguments' slots, and `run/3` runs the list. The callbacks, and the order and
  # number of their calls, are the evaluator's (constants made per use, as it does), so the
  # Kiln graph recorded is the same.
  #
  # Control flow is planned where it needs no value of the data: a cond computes every branch
  # and selects each result (the evaluator reads the predicate on the host and runs one branch),
  # and a while whose condition is a constant at each iteration when planned (a counter from a
  # constant, Axon.Loop's run-once flag) is unrolled, at most @max_unrolled times. A while on the
  # data, side effects (hooks, runtime calls), BEAM functions such as reduce's, vectorized or
  # complex tensors, and ops that the evaluator would run on another backend make `plan/1`
  # answer :unsupported: the evaluator runs those. A block (Nx.block/4: linear algebra, top_k,
  # scans...) is one step, Kiln.Backend.block/4, as the evaluator calls it.
  # A call whose inputs are not plain Kiln tensors gets {:fallback, params} from `run/3`.

  alias Nx.Defn.{Composite, Expr}
  alias Nx.Tensor, as: T

  @unsupported [:hook, :runtime_call, :fun]
  # A while loop is unrolled where each iteration's condition is a constant when planned (Axon's
  # training step runs its body once so: a flag set to 1, then to 0 in the body), at most this
  # many times.
  @max_unrolled 16
  # Blocks and ops whose Kiln eval fails on some values (a singular matrix), not planned inside
  # a cond's branches (cond_spec/3).
  @failing [Nx.Block.LinAlg.Solve, :triangular_solve]
  @foldable [:add, :subtract, :multiply, :min, :max, :negate, :less, :less_equal, :greater, :greater_equal, :equal,
             :not_equal, :logical_and, :logical_or, :logical_not]
  @creation_ops [:eye, :iota, :from_binary]
  # Marks an argument that apply_args replaced by a spec (no literal argument looks like this).
  @mark __MODULE__

  @doc "The plan of a traced expression, or :unsupported."
  def plan(expr) do
    # As the evaluator: the outputs are devectorized; the templates give them back their axes.
    {expr, templates} = Composite.traverse(expr, [], &{Nx.devectorize(&1), [&1 | &2]})

    try do
      {_, {%{steps: steps, params: params}, outputs}} =
        Composite.traverse(expr, {%{steps: [], seen: %{}, known: %{}, params: [], next: 0, loop: nil, branch: false}, []}, fn leaf, {acc, outputs} ->
          {spec, acc} = leaf(leaf, acc)
          {leaf, {acc, [spec | outputs]}}
        end)

      {:ok,
       %{
         steps: Enum.reverse(steps),
         params: Enum.reverse(params),
         outputs: Enum.reverse(outputs),
         expr: Composite.traverse(expr, &template/1),
         templates: templates |> Enum.reverse() |> Enum.map(&template/1)
       }}
    catch
      :unsupported -> :unsupported
    end
  end

  @doc """
  Whether the plan's eval may fail on some values: it holds a block (Nx.block/4: linear algebra
  and the like) or a triangular solve, which fail on a singular matrix.
  """
  def may_fail?(%{steps: steps}) do
    Enum.any?(steps, fn
      {_, {:call, :block, _}} -> true
      {_, {:call, op, _}} -> op in @failing
      _ -> false
    end)
  end

  @doc """
  Runs a plan on one call's parameters (Nx.Defn's list of functions); `backend_opts` are the
  default backend's options. Returns {:ok, outputs}, or {:fallback, params} (nothing made) when an
  input is not a plain Kiln tensor: the parameters again, as functions, for the evaluator.
  """
  def run(%{steps: steps} = plan, params, backend_opts) do
    case fetch_params(plan.params, params, %{}, %{}) do
      {:ok, values} ->
        values = run_steps(steps, values, backend_opts)
        {:ok, assemble(plan, Enum.map(plan.outputs, &value(&1, values, backend_opts)))}

      {:fallback, fetched} ->
        {:fallback, fetched_funs(params, fetched)}
    end
  end

  @doc """
  The plan run once on placeholders (`Kiln.Function`) and captured, so that a call builds the
  whole graph in one NIF call instead of one per step: `{:ok, captured}`, or `:uncaptured` when a
  step needs values while the graph is built (a placeholder refuses to evaluate), an output is
  not a Kiln tensor, or Kiln is not on the calling side. `vars` are the call's templates, as
  Nx.Defn hands them to the compiler (containers of tensors); `backend_opts` the default
  backend's options.
  """
  def capture(plan, vars, backend_opts) do
    device = Kiln.Backend.Device.label(backend_opts[:device])
    # Parameter i of the expression is the i-th tensor of the flattened arguments.
    vars = Composite.flatten_list(vars)

    Kiln.tidy(fn ->
      placeholders =
        Map.new(plan.params, fn {slot, i} ->
          %T{type: type, shape: shape} = template = Enum.fetch!(vars, i)
          ref = Kiln.Function.placeholder!(shape, Kiln.Backend.Native.dtype(type), device: Kiln.Backend.Device.handle(device))
          {slot, %{template | data: %Kiln.Backend{ref: ref, device: device}}}
        end)

      values = run_steps(plan.steps, placeholders, backend_opts)
      leaves = Enum.map(plan.outputs, &value(&1, values, backend_opts))

      if Enum.all?(leaves, &match?(%T{data: %Kiln.Backend{device: ^device}, vectorized_axes: []}, &1)) do
        inputs = Enum.map(plan.params, fn {slot, _} -> placeholders[slot].data.ref end)
        function = Kiln.Function.new!(inputs, Enum.map(leaves, & &1.data.ref))
        {:ok, %{plan: plan, function: function, device: device, leaves: Enum.map(leaves, &%{&1 | data: nil})}}
      else
        :uncaptured
      end
    end)
  rescue
    _ -> :uncaptured
  end

  @doc """
  Runs a captured plan on one call's parameters: {:ok, outputs}, or {:fallback, params} as
  `run/3` answers, also when a parameter is on another device than the capture's.
  """
  def run_captured(%{plan: plan, function: function, device: device, leaves: leaves}, params) do
    case fetch_params(plan.params, params, %{}, %{}) do
      {:ok, values} ->
        args = Enum.map(plan.params, fn {slot, _} -> :erlang.map_get(slot, values) end)

        if Enum.all?(args, &match?(%T{data: %Kiln.Backend{device: ^device}}, &1)) do
          refs = Kiln.Function.call!(function, Enum.map(args, & &1.data.ref))
          outputs = Enum.zip_with(leaves, refs, fn leaf, ref -> %{leaf | data: %Kiln.Backend{ref: ref, device: device}} end)
          {:ok, assemble(plan, outputs)}
        else
          {:fallback, fetched_funs(params, Map.new(plan.params, fn {slot, i} -> {i, :erlang.map_get(slot, values)} end))}
        end

      {:fallback, fetched} ->
        {:fallback, fetched_funs(params, fetched)}
    end
  end

  defp run_steps(steps, values, backend_opts) do
    Enum.reduce(steps, values, fn {slot, step}, values -> Map.put(values, slot, call(step, values, backend_opts)) end)
  end

  # The outputs' leaves put back into the expression's containers and their vectorized templates.
  defp assemble(plan, leaves) do
    {result, []} = Composite.traverse(plan.expr, leaves, fn _, [value | rest] -> {value, rest} end)
    {result, []} = Composite.traverse(result, plan.templates, fn result, [out | rest] -> {%{out | data: result.data}, rest} end)
    result
  end

  # Each parameter's function runs once, as under the evaluator alone.
  defp fetched_funs(params, fetched) do
    params |> Enum.with_index() |> Enum.map(fn {fun, i} -> fetched_fun(fetched, i, fun) end)
  end

  defp fetched_fun(fetched, i, fun) do
    case fetched do
      %{^i => t} -> fn -> t end
      %{} -> fun
    end
  end

  # The parameters the expression reads, each function called once; :fallback when one is not a
  # plain Kiln tensor (another backend, vectorized: the evaluator's business, as its errors are).
  defp fetch_params([], _params, values, _fetched), do: {:ok, values}

  defp fetch_params([{slot, i} | rest], params, values, fetched) do
    t = Enum.fetch!(params, i).()
    fetched = Map.put(fetched, i, t)

    case t do
      %T{data: %Kiln.Backend{}, vectorized_axes: []} -> fetch_params(rest, params, Map.put(values, slot, t), fetched)
      _ -> {:fallback, fetched}
    end
  end

  defp call({:elem, spec, i}, values, opts), do: elem(value(spec, values, opts), i)
  defp call({:call, op, specs}, values, opts), do: apply(Kiln.Backend, op, Enum.map(specs, &value(&1, values, opts)))

  defp value({:v, slot}, values, _opts), do: :erlang.map_get(slot, values)
  defp value({:c, term}, _values, _opts), do: term
  defp value({:k, template, number}, _values, opts), do: Kiln.Backend.constant(template, number, opts)
  defp value({:l, specs}, values, opts), do: Enum.map(specs, &value(&1, values, opts))
  defp value({:t, specs}, values, opts), do: specs |> Enum.map(&value(&1, values, opts)) |> List.to_tuple()
  defp value(:backend_opts, _values, opts), do: opts

  # ---- planning: every node once, in evaluation order. A node's value is a spec: {:v, slot} (a
  # step's result), {:c, term} (a literal), {:k, template, number} (a constant, made per use as
  # the evaluator makes it), {:l, specs} (a list) or {:t, specs} (a tuple). The accumulator holds
  # the steps (reversed), slots by node id, the specs of conds and whiles by node id, the
  # parameters as {slot, index} (reversed), the next slot, and inside an unrolled while body the
  # loop state's specs (its parameters).

  defp leaf(%T{data: %Expr{}} = t, acc), do: node(t, acc)
  defp leaf(%T{}, _acc), do: throw(:unsupported)
  defp leaf(other, acc), do: {{:c, other}, acc}

  defp node(%T{vectorized_axes: [_ | _]}, _acc), do: throw(:unsupported)
  defp node(%T{type: {:c, _}}, _acc), do: throw(:unsupported)
  defp node(%T{data: %Expr{op: op}}, _acc) when op in @unsupported, do: throw(:unsupported)
  defp node(%T{data: %Expr{op: :constant, args: [number]}} = t, acc), do: {{:k, template(t), number}, acc}
  # Tensor literals (Nx.tensor/2 in a defn is BinaryBackend's): an op on them alone would run on
  # BinaryBackend under the evaluator, so such steps are refused (kiln_args!/1).
  defp node(%T{data: %Expr{op: :tensor, args: [%T{data: %struct{}} = t]}}, acc) when struct in [Kiln.Backend, Nx.BinaryBackend],
    do: {{:c, t}, acc}

  defp node(%T{data: %Expr{op: :tensor}}, _acc), do: throw(:unsupported)
  # The evaluator evaluates a metadata node's expression in its place.
  defp node(%T{data: %Expr{op: :metadata, args: [expr, _meta]}}, acc), do: composite(expr, acc)
  # Inside an unrolled while body a parameter is the loop state's leaf.
  defp node(%T{data: %Expr{op: :parameter, args: [i]}}, %{loop: [_ | _] = state} = acc), do: {Enum.fetch!(state, i), acc}
  defp node(%T{data: %Expr{id: id, op: op, args: args}}, acc) when op in [:cond, :while] do
    case acc.known do
      %{^id => spec} ->
        {spec, acc}

      _ ->
        {spec, acc} =
          case {op, args} do
            {:cond, [clauses, last]} -> cond_spec(clauses, last, acc)
            {:while, [initial, _arg, condition, body]} -> while_spec(initial, condition, body, acc)
          end

        {spec, %{acc | known: Map.put(acc.known, id, spec)}}
    end
  end

  # elem of a tuple known when planned (a cond's or a while's results) is that element.
  defp node(%T{data: %Expr{op: :elem, args: [tuple, i]}} = t, acc) do
    case composite(tuple, acc) do
      {{:t, specs}, acc} -> {Enum.fetch!(specs, i), acc}
      _ -> planned(t, acc)
    end
  end

  # Inside an unrolled while body, scalar arithmetic on constants is folded (on Nx.BinaryBackend,
  # Nx's reference), so that a counter's condition (`i < 3`, i starting at 0) is known each
  # iteration.
  defp node(%T{shape: {}, data: %Expr{op: op, args: args}} = t, %{loop: [_ | _]} = acc) when op in @foldable do
    with true <- Enum.all?(args, &match?(%T{}, &1)),
         {specs, acc} = Enum.map_reduce(args, acc, &node/2),
         values = Enum.map(specs, &constant/1),
         true <- Enum.all?(values, &match?({:ok, _}, &1)) do
      operands = Enum.zip_with(values, args, fn {:ok, v}, arg -> Nx.tensor(v, type: arg.type, backend: Nx.BinaryBackend) end)
      {{:k, template(t), apply(Nx, op, operands) |> Nx.as_type(t.type) |> Nx.to_number()}, acc}
    else
      _ -> planned(t, acc)
    end
  end

  defp node(t, acc), do: planned(t, acc)

  defp planned(%T{data: %Expr{id: id, op: op, args: args}} = t, acc) do
    case acc.seen do
      %{^id => slot} ->
        {{:v, slot}, acc}

      _ ->
        {step, acc} = step(op, t, args, acc)
        {slot, acc} = new_slot(acc)
        acc = %{acc | seen: Map.put(acc.seen, id, slot)}

        case step do
          :parameter -> {{:v, slot}, %{acc | params: [{slot, hd(args)} | acc.params]}}
          _ -> {{:v, slot}, %{acc | steps: [{slot, step} | acc.steps]}}
        end
    end
  end

  defp new_slot(acc), do: {acc.next, %{acc | next: acc.next + 1}}

  # A cond computes every branch and picks each result leaf with select, last clause first (so
  # the first true predicate wins); leaves alike in every branch are not selected. Branches are
  # side-effect free here (hooks make the plan unsupported), so computing both is only work,
  # but for ops whose eval fails on some data (@failing: solving a singular system), which a
  # branch guards against (Nx.LinAlg.invert's `if` on the determinant): a branch holding one
  # makes the plan unsupported, and the evaluator runs only the branch the data picks.
  defp cond_spec(clauses, last, acc) do
    outer_branch = acc.branch
    acc = %{acc | branch: true}
    {spec, acc} = cond_branches(clauses, last, acc)
    {spec, %{acc | branch: outer_branch}}
  end

  defp cond_branches(clauses, last, acc) do
    {last_spec, acc} = composite(last, acc)
    templates = [last] |> Composite.flatten_list() |> Enum.map(&template/1)

    Enum.reduce(Enum.reverse(clauses), {last_spec, acc}, fn {pred, body}, {otherwise, acc} ->
      {pred_spec, acc} = node(pred, acc)

      case constant(pred_spec) do
        {:ok, value} when value != 0 ->
          composite(body, acc)

        {:ok, _zero} ->
          {otherwise, acc}

        :error ->
          {body_spec, acc} = composite(body, acc)
          {leaves, acc} = select_leaves(pred_spec, flatten_spec(body_spec), flatten_spec(otherwise), templates, acc)
          {unflatten_spec(body_spec, leaves), acc}
      end
    end)
  end

  defp select_leaves(pred, on_true, on_false, templates, acc) do
    [on_true, on_false, templates]
    |> Enum.zip()
    |> Enum.map_reduce(acc, fn
      {same, same, _out}, acc -> {same, acc}
      {yes, no, out}, acc ->
        {slot, acc} = new_slot(acc)
        {{:v, slot}, %{acc | steps: [{slot, {:call, :select, [{:c, out}, pred, yes, no]}} | acc.steps]}}
    end)
  end

  # A while whose condition is a constant at every planned iteration: its body planned once per
  # iteration on the loop state's specs. Each iteration's nodes are forgotten after it (they are
  # the next iteration's too, with other values).
  defp while_spec(initial, condition, body, acc) do
    {initial_spec, acc} = composite(initial, acc)
    unroll(flatten_spec(initial_spec), initial_spec, condition, body, acc, 0)
  end

  defp unroll(state, shape, condition, body, acc, done) do
    outer = acc
    {condition_spec, acc} = node(condition, %{acc | loop: state})
    restore = &%{&1 | seen: outer.seen, known: outer.known, loop: outer.loop}

    case constant(condition_spec) do
      {:ok, value} when value == 0 ->
        {unflatten_spec(shape, state), restore.(acc)}

      {:ok, _true} when done < @max_unrolled ->
        {body_spec, acc} = composite(body, acc)
        unroll(flatten_spec(body_spec), shape, condition, body, restore.(acc), done + 1)

      _ ->
        throw(:unsupported)
    end
  end

  # The value of a spec known when planned: a defn constant or a scalar literal.
  defp constant({:k, _template, number}) when is_number(number), do: {:ok, number}
  defp constant({:c, %T{shape: {}, type: {kind, _}} = t}) when kind != :c, do: {:ok, Nx.to_number(t)}
  defp constant(_), do: :error

  defp flatten_spec({:t, specs}), do: Enum.flat_map(specs, &flatten_spec/1)
  defp flatten_spec(spec), do: [spec]

  defp unflatten_spec(shape, leaves) do
    {spec, []} = unflatten(shape, leaves)
    spec
  end

  defp unflatten({:t, specs}, leaves) do
    {specs, leaves} = Enum.map_reduce(specs, leaves, &unflatten/2)
    {{:t, specs}, leaves}
  end

  defp unflatten(_spec, [leaf | leaves]), do: {leaf, leaves}

  defp step(:parameter, _t, _args, acc), do: {:parameter, acc}

  defp step(:elem, _t, [tuple, i], acc) do
    {spec, acc} = composite(tuple, acc)
    {{:elem, spec, i}, acc}
  end

  # The evaluator hands a block to the backend of its leading tensors with the node as `out`, or
  # for a tuple of results the default's traced outputs (their templates here). The default's
  # body is not planned: it runs only if Kiln.Backend hands the block back to it.
  defp step(:block, _t, [%struct{} | _], %{branch: true}) when struct in @failing, do: throw(:unsupported)
  defp step(op, _t, _args, %{branch: true}) when op in @failing, do: throw(:unsupported)

  defp step(:block, t, [struct, in_args, body, fun], acc) do
    {specs, acc} = Enum.map_reduce(in_args, acc, fn arg, acc -> if match?(%T{}, arg), do: node(arg, acc), else: {{:c, arg}, acc} end)
    {tensors, _opts} = Enum.split_while(in_args, &(not is_list(&1)))
    kiln_args!(Enum.take(specs, length(tensors)))
    out = if match?({:tuple, _}, t.type), do: Composite.traverse(body, &template/1), else: template(t)
    {{:call, :block, [{:c, struct}, {:c, out}, {:l, specs}, {:c, fun}]}, acc}
  end

  defp step(op, t, _args, acc) do
    {specs, acc} = args(t, acc)

    specs =
      cond do
        op in @creation_ops -> [{:c, template(t)} | specs] ++ [:backend_opts]
        match?({:tuple, _}, t.type) -> kiln_args!(specs)
        true -> [{:c, template(t)} | kiln_args!(specs)]
      end

    {{:call, op, specs}, acc}
  end

  # The arguments as Nx.Defn.Tree.apply_args/4 visits them (tensors, concatenate's list, slice
  # starts); the rest are literals.
  defp args(t, acc) do
    {args, acc} = Nx.Defn.Tree.apply_args(t, acc, fn arg, acc -> with {spec, acc} <- node(arg, acc), do: {{@mark, spec}, acc} end)
    {Enum.map(args, &arg_spec/1), acc}
  end

  defp arg_spec({@mark, spec}), do: spec

  defp arg_spec(list) when is_list(list) do
    if Enum.any?(list, &match?({@mark, _}, &1)), do: {:l, Enum.map(list, &arg_spec/1)}, else: {:c, list}
  end

  defp arg_spec(other), do: {:c, other}

  # The evaluator calls the backend of the op's tensors (Nx.Shared.list_impl!/1): Kiln.Backend
  # where one is Kiln's (a step's result, a parameter, a constant, a Kiln literal).
  defp kiln_args!(specs) do
    if Enum.any?(specs, &kiln?/1), do: specs, else: throw(:unsupported)
  end

  defp kiln?({:v, _}), do: true
  defp kiln?({:k, _, _}), do: true
  defp kiln?({:c, %T{data: %Kiln.Backend{}}}), do: true
  defp kiln?({:l, specs}), do: Enum.any?(specs, &kiln?/1)
  defp kiln?(_), do: false

  # The node as an op's `out` (type, shape, names; the evaluator passes the node itself) without
  # its arguments: those are the whole graph below it, and the plan is copied out of ETS once
  # into each calling process (kept whole, the MLP step's plan was 4.5 times the evaluator's).
  defp template(%T{data: %Expr{} = expr} = t), do: %{t | data: %{expr | args: []}}
  defp template(other), do: other

  # A composite of expressions (metadata's, elem's tuple): a tensor's spec, or a tuple of them.
  defp composite(%T{} = t, acc), do: leaf(t, acc)

  defp composite(tuple, acc) when is_tuple(tuple) do
    {specs, acc} = tuple |> Tuple.to_list() |> Enum.map_reduce(acc, &composite/2)
    {{:t, specs}, acc}
  end

  defp composite(_other, _acc), do: throw(:unsupported)
end
