defmodule Kiln.CompilerTelemetryTest do
  # Not async: Kiln's telemetry reports every process's evals, so these tests run alone.
  use ExUnit.Case, async: false
  # The first eval of each shape compiles a fused kernel of 50 ops: seconds on lavapipe, whose
  # LLVM compiles it, and more on a loaded 2-core machine.
  @moduletag timeout: 600_000
  # 50 elementwise ops (traced by Nx.Defn.jit as a defn would be).
  def chain(x) do
    Enum.reduce(1..25, x, fn i, acc -> acc |> Nx.multiply(1.01) |> Nx.add(i * 0.001) end)
  end

  setup do
    {:ok, _} = Kiln.Backend.Telemetry.attach()
    on_exit(fn -> Kiln.Backend.Telemetry.detach() end)
    :ok
  end

  defp events(prefix) do
    receive do
      {:telemetry, ^prefix, event, measurements, metadata} -> [{event, measurements, metadata} | events(prefix)]
    after
      300 -> []
    end
  end

  defp attach_handler(name, event_names) do
    parent = self()
    :telemetry.attach_many(name, event_names, fn event, m, meta, _ -> send(parent, {:telemetry, name, event, m, meta}) end, nil)
    on_exit(fn -> :telemetry.detach(name) end)
  end

  import Nx.Defn, only: [defn: 2]

  defn hooked(x) do
    y = Nx.exp(x) * 2
    y = Nx.Defn.Kernel.hook(y, :doubled, &send(:kiln_compiler_hook_test, {:hooked, Nx.to_flat_list(&1)}))
    Nx.sum(y + 1)
  end

  test "the walk's intermediates are released before the eval: every call runs one fused kernel" do
    Process.register(self(), :kiln_compiler_hook_test)
    attach_handler("tidy", [[:kiln, :eval, :stop]])
    x = Nx.tensor([0.0, 1.0], backend: Kiln.Differential.kiln_backend())
    fun = Nx.Defn.jit(&hooked/1, compiler: Kiln.Compiler)

    for _ <- 1..3 do
      assert_in_delta Nx.to_number(fun.(x)), 2 + 2 * :math.exp(1) + 2, 1.0e-5
      # The hook read its tensor during the call (its own small eval).
      assert_receive {:hooked, [a, b]}
      assert_in_delta a, 2.0, 1.0e-6
      assert_in_delta b, 2 * :math.exp(1), 1.0e-5
    end

    kernels = for {[:kiln, :eval, :stop], %{kernels: k}, _} <- events("tidy"), k > 0, do: k
    # Per call: the hook's read, then the outputs' eval. The same counts every call.
    assert length(kernels) == 6
    assert Enum.chunk_every(kernels, 2) |> Enum.uniq() |> length() == 1, inspect(kernels)
  end

  test "a defn of 50 elementwise ops is one Kiln eval, and its result matches BinaryBackend's" do
    attach_handler("evals", [[:kiln, :eval, :start], [:kiln, :eval, :stop]])
    x = Nx.tensor([1.0, -2.0, 3.5], backend: Kiln.Differential.kiln_backend())
    fun = Nx.Defn.jit(&chain/1, compiler: Kiln.Compiler)
    result = fun.(x)
    evals = events("evals")
    assert [{[:kiln, :eval, :start], _, _}, {[:kiln, :eval, :stop], %{duration: d, kernels: k}, %{status: :ok}}] = evals
    assert is_integer(d) and k > 0

    # Reading the result runs no more kernels; the values match the evaluator on BinaryBackend.
    expected = Nx.with_default_backend(Nx.BinaryBackend, fn -> chain(Nx.backend_copy(x, Nx.BinaryBackend)) end)
    Kiln.Differential.assert_same("chain", result, expected)
    assert [] = events("evals") |> Enum.filter(&match?({[:kiln, :eval, :stop], %{kernels: k}, _} when k > 0, &1))
  end

  # Kiln sums integers into 64 bits; Nx's 32-bit aggregate is a cast of that (a second kernel).
  test "integer sums and products read their narrow input as it is: the reduction and Nx's 32-bit cast" do
    attach_handler("integer sums", [[:kiln, :eval, :stop]])
    kiln = Kiln.Differential.kiln_backend()
    u = Nx.tensor([200, 200, 200], type: :u8, backend: kiln)
    s = Nx.tensor([-100, -100, -100], type: :s8, backend: kiln)
    results = [{Nx.sum(u), {:u, 32}, 600}, {Nx.sum(s), {:s, 32}, -300}, {Nx.product(u), {:u, 32}, 8_000_000}]

    for {result, type, value} <- results do
      assert Nx.type(result) == type and Nx.to_number(result) == value
    end

    assert [2, 2, 2] = for({[:kiln, :eval, :stop], %{kernels: k}, _} <- events("integer sums"), k > 0, do: k)
  end

  test "slice with tensor starts and put_slice evaluate nothing while the graph is built" do
    attach_handler("lazy starts", [[:kiln, :eval, :start]])
    kiln = Kiln.Differential.kiln_backend()
    x = Nx.iota({4, 5}, type: :f32, backend: kiln)
    # A start computed by Kiln (lazy): reading it early would be an eval.
    start = Nx.add(Nx.tensor(1, backend: kiln), 1)
    sliced = Nx.slice(x, [start, Nx.tensor(4, backend: kiln)], [2, 3], strides: [1, 2])
    put = Nx.put_slice(x, [start, 1], Nx.tensor([[-1.0, -2.0]], backend: kiln))
    assert events("lazy starts") == []
    assert Nx.to_flat_list(sliced) == [12.0, 14.0, 17.0, 19.0]
    assert Nx.to_flat_list(put) == Enum.map(0..19, fn i -> if i in [11, 12], do: -(i - 10) * 1.0, else: i * 1.0 end)
  end

  test "the compiled function is cached per input shape and type" do
    fun = Nx.Defn.jit(&chain/1, compiler: Kiln.Compiler)
    fun.(Nx.tensor([1.0, 2.0]))
    size = Kiln.Compiler.cached_count()
    fun.(Nx.tensor([3.0, 4.0]))
    assert Kiln.Compiler.cached_count() == size
    fun.(Nx.tensor([1.0, 2.0, 3.0, 4.0]))
    assert Kiln.Compiler.cached_count() == size + 1
  end

  test "Nx-level fallbacks are [:kiln, :fallback] spans with the op name" do
    attach_handler("fallbacks", [[:kiln, :fallback, :start], [:kiln, :fallback, :stop]])
    x = Nx.tensor([3, 1, 2], backend: Kiln.Differential.kiln_backend())
    assert Nx.to_flat_list(Nx.reduce(x, 0, &Nx.add/2)) == [6]
    assert [{[:kiln, :fallback, :start], _, %{op: :reduce}}, {[:kiln, :fallback, :stop], _, %{op: :reduce}}] = events("fallbacks")
  end

  test "composed callbacks run on Kiln, with no fallback" do
    attach_handler("none", [[:kiln, :fallback, :start]])
    kiln = Kiln.Differential.kiln_backend()
    x = Nx.iota({1, 2, 5, 5}, type: :f32, backend: kiln)
    k = Nx.iota({3, 2, 2, 2}, type: :f32, backend: kiln)

    results = [
      Nx.conv(x, k, padding: :same, strides: [2, 1]), Nx.window_max(x, {1, 1, 3, 3}, padding: :same),
      Nx.window_sum(x, {1, 2, 2, 2}), Nx.conv(x, Nx.iota({4, 1, 2, 2}, type: :f32, backend: kiln), feature_group_size: 2),
      Nx.window_scatter_max(x, Nx.iota({1, 2, 2, 2}, type: :f32, backend: kiln), 0, {1, 1, 2, 2}, strides: [1, 1, 2, 2]),
      Nx.gather(x, Nx.tensor([[0, 1, 2, 3]], backend: kiln)),
      Nx.pad(x, 0.0, [{0, 0, 0}, {0, 0, 1}, {-1, 2, 1}, {1, 0, 0}]), Nx.cosh(x), Nx.round(x),
      Nx.remainder(x, 3), Nx.put_slice(x, [0, 0, 1, 1], Nx.tensor([[[[9.0]]]], backend: kiln)),
      Nx.take_along_axis(x, Nx.broadcast(Nx.tensor(2, backend: kiln), {1, 2, 5, 1}), axis: 3),
      Nx.argmax(x, axis: 2, tie_break: :high), Nx.cumulative_sum(x, axis: 3),
      Nx.sort(x, axis: 2, direction: :desc), Nx.argsort(x, axis: 3), elem(Nx.top_k(x, k: 2), 1),
      Nx.indexed_add(x, Nx.tensor([[0, 1, 2, 3], [0, 1, 2, 3]], backend: kiln), Nx.tensor([1.0, 2.0], backend: kiln)),
      Nx.indexed_put(x, Nx.tensor([[0, 1], [0, 0]], backend: kiln), Nx.iota({2, 5, 5}, type: :f32, backend: kiln),
        axes: [0, 1]
      )
    ]

    Kiln.Backend.eval(results)
    assert events("none") == []
  end

  test "to_binary is bridged as [:kiln, :to_binary] spans" do
    attach_handler("reads", [[:kiln, :to_binary, :stop]])
    x = Nx.add(Nx.tensor([1.0, 2.0], backend: Kiln.Differential.kiln_backend()), 1)
    assert Nx.to_binary(x) == <<2.0::float-32-native, 3.0::float-32-native>>
    assert [{[:kiln, :to_binary, :stop], %{bytes: 8}, _} | _] = events("reads")
  end

  test "debug flags from config: bounds checks make out-of-range takes fail" do
    {:ok, before} = Kiln.Nif.debug_get_flags()
    NxKiln.Application.apply_debug_flags(true, false)
    on_exit(fn -> Kiln.Nif.debug_set_flags(before) end)
    x = Nx.tensor([1, 2, 3], backend: Kiln.Differential.kiln_backend())
    assert_raise Kiln.Error, fn -> Nx.to_flat_list(Nx.take(x, Nx.tensor([5]))) end
    NxKiln.Application.apply_debug_flags(false, nil)
    assert Nx.to_flat_list(Nx.take(x, Nx.tensor([5]))) == [3]
  end

  test "device semantics: copy, transfer, zero-copy to_binary, shape without eval" do
    kiln = Kiln.Differential.kiln_backend()
    x = Nx.add(Nx.tensor([1.0, 2.0], backend: kiln), 1)
    ref = x.data.ref
    assert Nx.shape(x) == {2} and Nx.type(x) == {:f, 32}
    refute Kiln.evaluated?(ref)
    assert Nx.backend_transfer(x, kiln).data.ref == ref
    copy = Nx.backend_copy(x, kiln)
    assert copy.data.ref != ref and copy.data.device == x.data.device
    assert Kiln.Backend.eval(x) == x and Kiln.evaluated?(ref)
    binary = Nx.backend_transfer(x, Nx.BinaryBackend)
    assert Nx.to_flat_list(binary) == [2.0, 3.0]
    assert Nx.to_flat_list(copy) == [2.0, 3.0]
    assert Nx.backend_deallocate(copy) == :ok
    assert Nx.backend_deallocate(copy) == :already_deallocated
    cpu = Nx.backend_transfer(Nx.tensor([5.0], backend: kiln), {Kiln.Backend, device: :cpu})
    assert cpu.data.device == "cpu" and Nx.to_flat_list(cpu) == [5.0]
  end
end
