defmodule Kiln.BlockTest do
  # Nx 0.13's block/4 (Nx.Block.* structs): the blocks Kiln has an op for run it, with no
  # fallback span, and match BinaryBackend (which runs Nx's default implementations); a block
  # Kiln lacks runs the default it is given, on Kiln, in a fallback span naming it. Also stack/3
  # and to_pointer/from_pointer.
  use ExUnit.Case, async: false
  import Kiln.Differential, only: [compare: 2, kiln_backend: 0]

  defmodule Doubled, do: defstruct([])

  defp vulkan?, do: String.starts_with?(System.get_env("KILN_DEVICE", "cpu"), "vulkan")

  # Runs `fun` and returns what it returned and the ops of the fallback spans it started.
  defp fallbacks(fun) do
    id = "block test #{inspect(make_ref())}"
    :telemetry.attach(id, [:kiln, :fallback, :start], &__MODULE__.send_fallback/4, self())

    try do
      result = fun.()
      {result, collect()}
    after
      :telemetry.detach(id)
    end
  end

  def send_fallback(_event, _measurements, meta, pid), do: send(pid, {:fallback, meta.op})

  defp collect do
    receive do
      {:fallback, op} -> [op | collect()]
    after
      0 -> []
    end
  end

  defp native(label, fun) do
    {_, ops} = fallbacks(fn -> compare(label, fun) end)
    assert ops == [], "#{label} fell back: #{inspect(ops)}"
  end

  test "linear algebra blocks run Kiln's ops and match BinaryBackend" do
    spd = [[4.0, 2.0, 0.6], [2.0, 5.0, 1.0], [0.6, 1.0, 3.0]]
    a = [[2.0, -1.0, 0.5], [4.0, 3.0, -2.0], [1.0, 7.0, 1.5]]
    native("cholesky", fn -> Nx.LinAlg.cholesky(Nx.tensor(spd)) end)
    native("lu", fn -> Nx.LinAlg.lu(Nx.tensor(a)) end)
    native("lu of integers, batched", fn -> Nx.LinAlg.lu(Nx.tensor([[[1, 2], [3, 4]], [[0, 1], [1, 0]]])) end)
    native("solve", fn -> Nx.LinAlg.solve(Nx.tensor(a), Nx.tensor([1.0, 2.0, 3.0])) end)
    native("determinant 4x4", fn -> Nx.LinAlg.determinant(Nx.tensor([[1, 2, 0, 1], [0, 1, 3, 2], [2, 0, 1, 1], [1, 1, 1, 4.0]])) end)

    # qr, eigh and svd: Kiln's results are checked by their properties in linalg_doctest_test;
    # here, that Kiln runs them.
    for {label, fun} <- [qr: &Nx.LinAlg.qr/1, eigh: &Nx.LinAlg.eigh/1, svd: &Nx.LinAlg.svd/1] do
      {result, ops} = fallbacks(fn -> Nx.with_default_backend(kiln_backend(), fn -> fun.(Nx.tensor(spd)) end) end)
      assert ops == [], "#{label} fell back"
      assert %Kiln.Backend{} = elem(result, 0).data
    end
  end

  test "selection, scans, transforms and comparisons run Kiln's ops and match BinaryBackend" do
    x = [[3.0, -1.5, 2.0, 8.0], [0.5, 4.0, -6.0, 1.0], [2.5, 2.5, 0.0, -1.0]]
    native("top_k", fn -> Nx.top_k(Nx.tensor(x), k: 2) end)
    native("take", fn -> Nx.take(Nx.tensor(x), Nx.tensor([[2, 0], [1, 1]]), axis: 1) end)
    native("take_along_axis", fn -> Nx.take_along_axis(Nx.tensor(x), Nx.tensor([[3, 0], [1, 2], [0, 0]]), axis: 1) end)

    for {name, fun} <- [sum: &Nx.cumulative_sum/2, product: &Nx.cumulative_product/2, min: &Nx.cumulative_min/2, max: &Nx.cumulative_max/2],
        axis <- [0, 1],
        reverse <- [false, true],
        type <- [:f32, :s32] do
      native("cumulative #{name} axis #{axis} reverse #{reverse} #{type}", fn -> fun.(Nx.as_type(Nx.tensor(x), type), axis: axis, reverse: reverse) end)
    end

    signal = [[1.0, 2.0, -1.0, 0.5, 3.0, 0.0], [0.0, 1.0, 0.0, -1.0, 0.0, 1.0]]
    native("fft2", fn -> Nx.fft2(Nx.tensor(signal)) end)
    native("ifft2 with lengths", fn -> Nx.ifft2(Nx.as_type(Nx.tensor(signal), :c64), lengths: [2, 4]) end)
    native("rfft", fn -> Nx.rfft(Nx.tensor(signal)) end)
    native("rfft padded", fn -> Nx.rfft(Nx.tensor(signal), length: 8) end)
    native("irfft", fn -> Nx.irfft(Nx.rfft(Nx.tensor(signal))) end)
    native("irfft odd length", fn -> Nx.irfft(Nx.rfft(Nx.tensor(signal)), length: 5) end)

    specials = [1.0, :nan, :infinity, :neg_infinity, 1.0e-9]
    others = [1.0 + 1.0e-6, :nan, :infinity, :infinity, 0.0]

    for equal_nan <- [false, true], {a, b} <- [{specials, specials}, {specials, others}, {[1, 2, -128], [1, 2, -128]}] do
      type = if is_integer(hd(a)), do: :s8, else: :f32
      native("all_close #{equal_nan}", fn -> Nx.all_close(Nx.tensor(a, type: type), Nx.tensor(b, type: type), equal_nan: equal_nan) end)
    end

    native("phase", fn -> Nx.phase(Nx.tensor([Complex.new(1.0, 1.0), Complex.new(-2.0, 0.0), Complex.new(0.0, -3.0)])) end)
    native("logical_not", fn -> Nx.logical_not(Nx.tensor([0, 1, 2, 0], type: :s32)) end)
  end

  test "a block Kiln has no op for runs the given default on Kiln, in a fallback span" do
    {result, ops} =
      fallbacks(fn ->
        x = Nx.tensor([1.0, -2.0, 3.5], backend: kiln_backend())
        Nx.block(%Doubled{}, [x], x, fn %Doubled{}, x -> Nx.multiply(x, 2) end)
      end)

    assert ops == [:doubled]
    assert %Kiln.Backend{} = result.data
    assert Nx.to_flat_list(result) == [2.0, -4.0, 7.0]
  end

  test "stack" do
    native("stack", fn -> Nx.stack([Nx.tensor([1, 2]), Nx.tensor([3, 4]), Nx.tensor([5, 6])], axis: 1) end)
    native("stack mixed types", fn -> Nx.stack([Nx.tensor([1.5, 2.0]), Nx.tensor([3, 4], type: :s8)]) end)
  end

  test "to_pointer gives the tensor's host memory; from_pointer shares memory at an address" do
    t = Nx.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], backend: kiln_backend())
    assert %Nx.Pointer{kind: :local, address: address, data_size: 24} = Nx.to_pointer(t)
    assert is_integer(address) and address > 0
    # The same memory each time: a pointer, not a copy.
    assert Nx.to_pointer(t).address == address

    if vulkan?() do
      # lavapipe's memory is host-visible (to_pointer works); a GPU tensor cannot wrap host memory.
      assert_raise ArgumentError, ~r/without a copy/, fn -> Nx.from_pointer(kiln_backend(), Nx.to_pointer(t), {:f, 32}, {2, 3}) end
    end

    # A CPU tensor over the first tensor's memory, as another runtime would make one.
    cpu = Nx.backend_copy(t, {Kiln.Backend, device: "cpu"})
    pointer = Nx.to_pointer(cpu)
    shared = Nx.from_pointer({Kiln.Backend, device: "cpu"}, pointer, {:f, 32}, {3, 2}, names: [:rows, nil])
    assert shared.names == [:rows, nil]
    assert Nx.to_flat_list(shared) == [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
    assert Nx.to_pointer(shared).address == pointer.address
    # The memory is cpu's: it must outlive shared (used here, so the collector keeps it).
    assert Nx.to_pointer(cpu).address == pointer.address
  end

  test "to_pointer and from_pointer refuse what they cannot share" do
    t = Nx.iota({3, 4}, type: :f32, backend: kiln_backend())
    assert_raise ArgumentError, ~r/mode: :local/, fn -> Nx.to_pointer(t, mode: :ipc) end
    assert_raise ArgumentError, ~r/mode: :local/, fn -> Nx.from_pointer(Kiln.Backend, %Nx.Pointer{kind: :ipc, handle: "x"}, {:f, 32}, {1}) end
    # A transpose is kept as a strided view: no compact block to point at; a copy has one.
    view = Nx.transpose(Nx.backend_copy(t, {Kiln.Backend, device: "cpu"}))
    assert_raise ArgumentError, ~r/backend_copy/, fn -> Nx.to_pointer(view) end
    assert %Nx.Pointer{data_size: 48} = Nx.to_pointer(Nx.backend_copy(view, Kiln.Backend))
    assert_raise ArgumentError, fn -> Nx.from_pointer({Kiln.Backend, device: "cpu"}, %Nx.Pointer{kind: :local, address: 0}, {:f, 32}, {1}) end
  end
end
