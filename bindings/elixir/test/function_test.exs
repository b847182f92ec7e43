defmodule Kiln.FunctionTest do
  # Kiln.Function: a captured graph called on new tensors gives what the graph built op by op
  # gives; placeholders refuse to evaluate; misuse answers errors.
  use ExUnit.Case, async: true

  defp layer(x, w, b), do: x |> Kiln.matmul!(w) |> Kiln.add!(b) |> Kiln.relu!()

  test "a call equals the graph built on its arguments, call after call" do
    b = Kiln.tensor!([0.5, -0.25, 1.0], :float32, device: "cpu")
    x = Kiln.Function.placeholder!({2, 2}, :float32, device: "cpu")
    w = Kiln.Function.placeholder!([2, 3], :float32, device: "cpu")
    y = layer(x, w, b)
    f = Kiln.Function.new!([x, w], [y, Kiln.sum!(y)])
    assert Kiln.Function.arity!(f) == {2, 2}

    for seed <- 1..3 do
      xs = Kiln.tensor!([[seed, -1.0], [2.0, 0.5]], :float32, device: "cpu")
      ws = Kiln.tensor!([[1.0, -2.0, 0.5], [seed / 2, 1.0, -1.0]], :float32, device: "cpu")
      [out, total] = Kiln.Function.call!(f, [xs, ws])
      expected = layer(xs, ws, b)
      assert Kiln.to_list!(out) == Kiln.to_list!(expected)
      assert_in_delta Kiln.to_list!(total), Enum.sum(List.flatten(Kiln.to_list!(expected))), 1.0e-5
    end

    assert Kiln.Function.release!(f) == :ok
    assert {:error, %Kiln.Error{status: :invalid_handle}} = Kiln.Function.call(f, [x, w])
  end

  test "placeholders refuse to evaluate, and misuse is an error" do
    x = Kiln.Function.placeholder!({3}, :float32, device: "cpu")
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.eval(Kiln.exp!(x))
    real = Kiln.tensor!([1.0, 2.0, 3.0], :float32, device: "cpu")
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.Function.new(["not a tensor"], [real])
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.Function.new([real], [real])
    f = Kiln.Function.new!([x], [Kiln.exp!(x)])
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.Function.call(f, [Kiln.tensor!([1.0], :float32, device: "cpu")])
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.Function.call(f, [])
    [y] = Kiln.Function.call!(f, [real])
    assert_in_delta hd(Kiln.to_list!(y)), :math.exp(1.0), 1.0e-6
  end

  test "value_and_grad, vjp and jvp derive functions whose calls give hand-computed derivatives" do
    # f(x, y) = sum(x * x * y): df/dx = 2 x y, df/dy = x^2.
    x = Kiln.Function.placeholder!({3}, :float64, device: "cpu")
    y = Kiln.Function.placeholder!({3}, :float64, device: "cpu")
    f = Kiln.Function.new!([x, y], [Kiln.sum!(Kiln.multiply!(Kiln.square!(x), y))])
    xs = Kiln.tensor!([1.0, -2.0, 0.5], :float64, device: "cpu")
    ys = Kiln.tensor!([3.0, 1.0, -4.0], :float64, device: "cpu")
    [loss, gy] = Kiln.Function.call!(Kiln.Function.value_and_grad!(f, [1]), [xs, ys])
    assert Kiln.to_list!(loss) == 3.0 + 4.0 - 1.0
    assert Kiln.to_list!(gy) == [1.0, 4.0, 0.25]
    [_, gx, gy] = Kiln.Function.call!(Kiln.Function.value_and_grad!(f), [xs, ys])
    assert {Kiln.to_list!(gx), Kiln.to_list!(gy)} == {[6.0, -4.0, -4.0], [1.0, 4.0, 0.25]}
    # vjp: cotangent 2 for the loss doubles the gradients; jvp: <grad, (u, v)>.
    two = Kiln.tensor!(2.0, :float64, device: "cpu")
    [_, vx, _] = Kiln.Function.call!(Kiln.Function.vjp!(f), [xs, ys, two])
    assert Kiln.to_list!(vx) == [12.0, -8.0, -8.0]
    u = Kiln.tensor!([1.0, 0.0, 0.0], :float64, device: "cpu")
    v = Kiln.tensor!([0.0, 0.0, 1.0], :float64, device: "cpu")
    [_, tangent] = Kiln.Function.call!(Kiln.Function.jvp!(f), [xs, ys, u, v])
    assert Kiln.to_list!(tangent) == 6.0 + 0.25
    # argnums out of range, or negative; a loss that is not 0-d.
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.Function.value_and_grad(f, [2])
    assert {:error, %Kiln.Error{status: :invalid_argument}} = Kiln.Function.value_and_grad(f, [-1])
    g = Kiln.Function.new!([x], [Kiln.square!(x)])
    assert {:error, %Kiln.Error{}} = Kiln.Function.value_and_grad(g)
  end
end
