defmodule Kiln.Result do
  @moduledoc false
  # Turns raw NIF results into the idiomatic ones: {:ok, value} / :ok / {:error, %Kiln.Error{}},
  # and the bang variants' plain values or raised Kiln.Error.

  def map({:ok, value}, fun), do: {:ok, fun.(value)}
  def map(:ok, _fun), do: :ok
  def map({:error, %Kiln.Error{}} = error, _fun), do: error
  def map({:error, reason}, _fun), do: {:error, Kiln.Error.from_reason(reason)}

  def wrap(result), do: map(result, & &1)

  def unwrap!({:ok, value}), do: value
  def unwrap!(:ok), do: :ok
  def unwrap!({:error, %Kiln.Error{} = error}), do: raise(error)
  def unwrap!({:error, reason}), do: raise(Kiln.Error.from_reason(reason))

  # {:ok, values} of a list of results, or the first error.
  def collect(results) do
    Enum.reduce_while(results, {:ok, []}, fn
      {:ok, value}, {:ok, acc} -> {:cont, {:ok, [value | acc]}}
      error, _ -> {:halt, wrap(error)}
    end)
    |> map(&Enum.reverse/1)
  end

  @doc """
  Defines `name(args)` with the given body (which returns `{:ok, v}`, `:ok` or
  `{:error, %Kiln.Error{}}`) and `name!(args)`, which returns `v` or raises. Arguments must be
  plain variables, optionally with defaults. The name may be an unquote fragment
  (`defboth unquote(name)(x)` inside a `for`).
  """
  defmacro defboth({name, meta, args}, do: body) do
    args = args || []

    plain =
      Enum.map(args, fn
        {:\\, _, [arg, _default]} -> arg
        arg -> arg
      end)

    # `name_value` is what the name evaluates to in the module body; `bang` is the second def's
    # name and `call` the bang's remote call of the first (a local call to round/1 or max/2
    # would clash with Kernel's imports); both are unquote fragments again when `name` was one.
    module = {:__MODULE__, [], nil}

    {name_value, bang, call} =
      case name do
        {:unquote, _, [expr]} ->
          {expr, {:unquote, [], [quote(do: String.to_atom("#{unquote(expr)}!"))]},
           {{{:., [], [module, :unquote]}, [], [expr]}, [], plain}}

        atom when is_atom(atom) ->
          {atom, :"#{atom}!", {{:., [], [module, atom]}, [], plain}}
      end

    quote do
      def unquote({name, meta, args}), do: unquote(body)

      @doc "Like `#{unquote(name_value)}/#{unquote(length(plain))}`, but returns the value or raises `Kiln.Error`."
      def unquote({bang, meta, args}), do: Kiln.Result.unwrap!(unquote(call))
    end
  end
end
