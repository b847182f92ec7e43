defmodule Kiln.AxonTrainingTest do
  # Axon 0.8.1 models trained by Axon.Loop (Polaris optimisers) with Kiln.Compiler, against the
  # same loop on Nx.BinaryBackend with Nx.Defn.Evaluator: the same seeded initial parameters,
  # the same synthetic data, and every iteration's loss within float32 tolerance.
  use ExUnit.Case, async: true
  # lavapipe compiles each new kernel with LLVM on first use: the first steps take seconds.
  @moduletag timeout: 600_000

  # Deterministic synthetic data made on the host (an explicit :rand state, so nothing depends
  # on the process's seed), as `batches` batches of `batch` rows.
  defp uniform_rows(seed, rows, cols) do
    {values, _} = Enum.map_reduce(1..(rows * cols), :rand.seed_s(:exsss, seed), fn _, s -> :rand.uniform_s(s) end)
    Enum.chunk_every(values, cols)
  end

  # Regression: y = sin(x0) + x1 * x2 - x3 / 2 on x in [-1, 1).
  defp mlp_data(backend) do
    rows = uniform_rows({1, 2, 3}, 64, 4) |> Enum.map(fn r -> Enum.map(r, &(&1 * 2 - 1)) end)
    ys = Enum.map(rows, fn [a, b, c, d] -> [:math.sin(a) + b * c - d / 2] end)

    Enum.zip(Enum.chunk_every(rows, 16), Enum.chunk_every(ys, 16))
    |> Enum.map(fn {x, y} -> {Nx.tensor(x, backend: backend), Nx.tensor(y, backend: backend)} end)
  end

  # Classification of 8x8 one-channel images: class 0 is brighter on the left half, class 1 on
  # the right, over uniform noise.
  defp cnn_data(backend) do
    noise = uniform_rows({4, 5, 6}, 32, 64)

    {images, labels} =
      noise
      |> Enum.with_index()
      |> Enum.map(fn {pixels, i} ->
        class = rem(i, 2)
        image = pixels |> Enum.with_index() |> Enum.map(fn {p, j} -> p * 0.5 + if(div(rem(j, 8), 4) == class, do: 0.5, else: 0.0) end)
        {Enum.chunk_every(image, 8) |> Enum.map(fn row -> Enum.map(row, &[&1]) end), if(class == 0, do: [1.0, 0.0], else: [0.0, 1.0])}
      end)
      |> Enum.unzip()

    Enum.zip(Enum.chunk_every(images, 8), Enum.chunk_every(labels, 8))
    |> Enum.map(fn {x, y} -> {Nx.tensor(x, backend: backend), Nx.tensor(y, backend: backend)} end)
  end

  # Sequences of 6 tokens of 10; class 1 where token 3 appears more often than token 7.
  defp sequence_data(backend) do
    {tokens, _} = Enum.map_reduce(1..(32 * 6), :rand.seed_s(:exsss, {7, 7, 7}), fn _, s -> :rand.uniform_s(10, s) end)
    rows = tokens |> Enum.map(&(&1 - 1)) |> Enum.chunk_every(6)
    labels = Enum.map(rows, fn row -> if Enum.count(row, &(&1 == 3)) > Enum.count(row, &(&1 == 7)), do: [0.0, 1.0], else: [1.0, 0.0] end)

    Enum.zip(Enum.chunk_every(rows, 8), Enum.chunk_every(labels, 8))
    |> Enum.map(fn {x, y} -> {Nx.tensor(x, type: :s32, backend: backend), Nx.tensor(y, backend: backend)} end)
  end

  defp mlp do
    Axon.input("x", shape: {nil, 4})
    |> Axon.dense(16, activation: :tanh)
    |> Axon.dense(8, activation: :relu)
    |> Axon.dense(1)
  end

  defp cnn do
    Axon.input("x", shape: {nil, 8, 8, 1})
    |> Axon.conv(4, kernel_size: 3, padding: :same, activation: :relu)
    |> Axon.max_pool(kernel_size: 2)
    |> Axon.flatten()
    |> Axon.dense(2, activation: :softmax)
  end

  # A transformer encoder block: token embedding, two-head self-attention written with Axon
  # layers (dense projections, the attention itself an Axon.layer), residuals with layer norm,
  # a ReLU MLP, then mean pooling and a softmax classifier.
  @doc false
  def transformer do
    dim = 8
    x = Axon.input("tokens", shape: {nil, 6}) |> Axon.embedding(10, dim)
    [q, k, v] = for name <- ["query", "key", "value"], do: Axon.dense(x, dim, name: name)
    attended = Axon.layer(&self_attention/4, [q, k, v], name: "attention", heads: 2)
    x = x |> Axon.add(Axon.dense(attended, dim, name: "attention_out")) |> Axon.layer_norm()
    mlp = x |> Axon.dense(16, activation: :relu) |> Axon.dense(dim)
    x = x |> Axon.add(mlp) |> Axon.layer_norm()
    x |> Axon.nx(&Nx.mean(&1, axes: [1])) |> Axon.dense(2, activation: :softmax)
  end

  # softmax(q k^T / sqrt(d)) v per head; q, k, v are [batch, sequence, heads * d].
  @doc false
  def self_attention(q, k, v, opts) do
    heads = opts[:heads]
    {batch, length, width} = Nx.shape(q)
    d = div(width, heads)
    split = &(&1 |> Nx.reshape({batch, length, heads, d}) |> Nx.transpose(axes: [0, 2, 1, 3]))
    {q, k, v} = {split.(q), split.(k), split.(v)}
    scores = Nx.dot(q, [3], [0, 1], k, [3], [0, 1]) |> Nx.divide(:math.sqrt(d))
    weights = Axon.Activations.softmax(scores, axis: -1)
    Nx.dot(weights, [3], [0, 1], v, [2], [0, 1]) |> Nx.transpose(axes: [0, 2, 1, 3]) |> Nx.reshape({batch, length, width})
  end

  # Trains `model` for `epochs` and returns {losses, trained parameters}: each iteration's
  # running loss (as Axon.Loop reports it), read on the host.
  defp train(model, loss, optimizer, data, backend, compiler, epochs) do
    Nx.with_default_backend(backend, fn ->
      parent = self()

      params =
        model
        |> Axon.Loop.trainer(loss, optimizer, seed: 7, log: 0)
        |> Axon.Loop.handle_event(:iteration_completed, fn state ->
          send(parent, {:loss, Nx.to_number(state.step_state.loss)})
          {:continue, state}
        end)
        |> Axon.Loop.run(data, Axon.ModelState.empty(), epochs: epochs, compiler: compiler)

      {collect_losses(), params.data}
    end)
  end

  defp collect_losses do
    receive do
      {:loss, loss} -> [loss | collect_losses()]
    after
      0 -> []
    end
  end

  defp assert_same_training({losses, params}, {expected, expected_params}) do
    assert length(losses) == length(expected)
    for {got, want} <- Enum.zip(losses, expected), do: assert_in_delta(got, want, 1.0e-4 * max(1.0, abs(want)))

    for {layer, layer_params} <- expected_params, {name, want} <- layer_params do
      got = params[layer][name]
      assert %Kiln.Backend{} = got.data
      Kiln.Differential.assert_loose("#{layer}.#{name}", got, want, 1.0e-4)
    end
  end

  test "an MLP trained by Axon.Loop with Kiln.Compiler follows BinaryBackend's loss curve" do
    optimizer = Polaris.Optimizers.adam(learning_rate: 0.01)
    expected = train(mlp(), :mean_squared_error, optimizer, mlp_data(Nx.BinaryBackend), Nx.BinaryBackend, Nx.Defn.Evaluator, 4)
    kiln = Kiln.Differential.kiln_backend()
    {losses, _} = got = train(mlp(), :mean_squared_error, optimizer, mlp_data(kiln), kiln, Kiln.Compiler, 4)

    assert List.last(losses) < hd(losses) * 0.8
    assert_same_training(got, expected)
  end

  test "a CNN (conv, max pool, dense) trained with Kiln.Compiler follows BinaryBackend's loss curve" do
    optimizer = Polaris.Optimizers.sgd(learning_rate: 0.1)
    loss = :categorical_cross_entropy
    expected = train(cnn(), loss, optimizer, cnn_data(Nx.BinaryBackend), Nx.BinaryBackend, Nx.Defn.Evaluator, 3)
    kiln = Kiln.Differential.kiln_backend()
    {losses, _} = got = train(cnn(), loss, optimizer, cnn_data(kiln), kiln, Kiln.Compiler, 3)

    assert List.last(losses) < hd(losses)
    assert_same_training(got, expected)
  end

  test "a transformer encoder block (embedding, self-attention, layer norm, MLP) trained with Kiln.Compiler follows BinaryBackend's loss curve" do
    optimizer = Polaris.Optimizers.adam(learning_rate: 0.01)
    loss = :categorical_cross_entropy
    expected = train(transformer(), loss, optimizer, sequence_data(Nx.BinaryBackend), Nx.BinaryBackend, Nx.Defn.Evaluator, 3)
    kiln = Kiln.Differential.kiln_backend()
    {losses, _} = got = train(transformer(), loss, optimizer, sequence_data(kiln), kiln, Kiln.Compiler, 3)

    assert List.last(losses) < hd(losses)
    assert_same_training(got, expected)
  end
end
