// Exception values and their showerror text (base/errorshow.jl).
#include "runtime/errors.h"

#include <algorithm>
#include <string>
#include <vector>

#include "base/check.h"
#include "base/env.h"
#include "runtime/dispatch.h"
#include "runtime/gc.h"
#include "runtime/method.h"
#include "runtime/module.h"
#include "runtime/object.h"
#include "runtime/print.h"
#include "runtime/runtime.h"
#include "runtime/subtype.h"
#include "runtime/text.h"
#include "runtime/types.h"

namespace kiln::runtime {
namespace {

Value Make(Runtime& rt, DataType* type, std::initializer_list<Value> fields) {
  return NewStructValue(rt, type, fields.begin(), static_cast<int64_t>(fields.size()));
}

Value Str(Runtime& rt, std::string_view s) { return StringValue(rt, s); }

Value TupleOf(Runtime& rt, const Value* items, uint32_t n) {
  GcVector<DataType*> types;
  for (uint32_t i = 0; i < n; ++i) types.push_back(items[i].type);
  DataType* tt = ConcreteTupleType(rt, types.data(), n);
  return NewStructValue(rt, tt, items, n);
}

Value Field(Value v, uint32_t i) { return v.As<StructObject>()->fields()[i]; }

void PrintField(Runtime& rt, Value v, std::string* out) { PrintValue(rt, v, out); }

}  // namespace

Value MakeErrorException(Runtime& rt, std::string_view msg) {
  return Make(rt, rt.core.error_exception, {Str(rt, msg)});
}
Value MakeArgumentError(Runtime& rt, std::string_view msg) {
  return Make(rt, rt.core.argument_error, {Str(rt, msg)});
}
Value MakeOverflowError(Runtime& rt, std::string_view msg) {
  return Make(rt, rt.core.overflow_error, {Str(rt, msg)});
}
Value MakeAssertionError(Runtime& rt, std::string_view msg) {
  return Make(rt, rt.core.assertion_error, {Str(rt, msg)});
}
Value MakeDimensionMismatch(Runtime& rt, std::string_view msg) {
  return Make(rt, rt.core.dimension_mismatch, {Str(rt, msg)});
}
Value MakeBoundsError(Runtime& rt, Value a, const Value* indices, uint32_t n) {
  if (n == 0) return Make(rt, rt.core.bounds_error, {a});
  return Make(rt, rt.core.bounds_error, {a, TupleOf(rt, indices, n)});
}
Value MakeBoundsError(Runtime& rt) { return Make(rt, rt.core.bounds_error, {}); }
Value MakeDomainError(Runtime& rt, Value val, std::string_view msg) {
  return Make(rt, rt.core.domain_error, {val, Str(rt, msg)});
}
Value MakeInexactError(Runtime& rt, Symbol* func, Value type, Value val) {
  return Make(rt, rt.core.inexact_error, {rt.SymbolValue(func), type, val});
}
Value MakeKeyError(Runtime& rt, Value key) { return Make(rt, rt.core.key_error, {key}); }
Value MakeMethodError(Runtime& rt, Value f, const Value* args, uint32_t nargs, uint64_t world) {
  return Make(rt, rt.core.method_error, {f, TupleOf(rt, args, nargs), rt.core.UInt64(world)});
}
Value MakeDivideError(Runtime& rt) { return rt.core.divide_error->instance; }
Value MakeStackOverflowError(Runtime& rt) { return rt.core.stack_overflow_error->instance; }
Value MakeUndefRefError(Runtime& rt) { return rt.core.undef_ref_error->instance; }
Value MakeInterruptException(Runtime& rt) { return rt.core.interrupt_exception->instance; }
Value MakeEOFError(Runtime& rt) { return rt.core.eof_error->instance; }
Value MakeOutOfMemoryError(Runtime& rt) { return rt.core.out_of_memory_error->instance; }
Value MakeUndefVarError(Runtime& rt, Symbol* var, Value scope) {
  if (!scope.defined()) {
    return Make(rt, rt.core.undef_var_error, {rt.SymbolValue(var), rt.core.UInt64(rt.world())});
  }
  return Make(rt, rt.core.undef_var_error,
              {rt.SymbolValue(var), rt.core.UInt64(rt.world()), scope});
}
Value MakeTypeError(Runtime& rt, std::string_view func, std::string_view context, Value expected,
                    Value got) {
  return Make(rt, rt.core.type_error, {rt.SymbolValue(func), Str(rt, context), expected, got});
}
Value MakeStringIndexError(Runtime& rt, Value str, int64_t index) {
  return Make(rt, rt.core.string_index_error, {str, rt.core.Int64(index)});
}

bool ThrowErrorException(Runtime& rt, std::string_view msg) {
  return rt.Throw(MakeErrorException(rt, msg));
}
bool ThrowArgumentError(Runtime& rt, std::string_view msg) {
  return rt.Throw(MakeArgumentError(rt, msg));
}
bool ThrowTypeError(Runtime& rt, std::string_view func, std::string_view context, Value expected,
                    Value got) {
  return rt.Throw(MakeTypeError(rt, func, context, expected, got));
}
bool ThrowBoundsError(Runtime& rt, Value a, const Value* indices, uint32_t n) {
  return rt.Throw(MakeBoundsError(rt, a, indices, n));
}

namespace {

void ShowTypeError(Runtime& rt, Value e, std::string* out) {
  Value func = Field(e, 0), context = Field(e, 1), expected = Field(e, 2), got = Field(e, 3);
  out->append("TypeError: ");
  if (IsTypeOrVar(expected) && expected.As<Type>() == rt.core.bool_) {
    out->append("non-boolean (");
    ShowType(rt, got.type, out);
    out->append(") used in boolean context");
    return;
  }
  bool empty_context =
      !context.defined() || (context.type == rt.core.string && context.As<String>()->length == 0);
  out->append("in ");
  PrintValue(rt, func, out);
  if (!empty_context) {
    out->append(", in ");
    PrintValue(rt, context, out);
  }
  out->append(", expected ");
  PrintValue(rt, expected, out);
  out->append(", got ");
  if (IsTypeOrVar(got) && got.As<Type>()->kind == TypeKind::kVararg) {
    PrintValue(rt, got, out);
  } else if (IsType(got)) {
    out->append("Type{");
    PrintValue(rt, got, out);
    out->push_back('}');
  } else {
    out->append("a value of type ");
    ShowType(rt, got.type, out);
  }
}

void ShowBoundsError(Runtime& rt, Value e, std::string* out) {
  out->append("BoundsError");
  Value a = Field(e, 0);
  if (!a.defined()) return;
  out->append(": attempt to access ");
  AppendSummary(rt, a, out);
  Value i = Field(e, 1);
  if (!i.defined()) return;
  out->append(" at index [");
  if (i.type->is_tuple() && i.type->layout == Layout::kStruct) {
    for (uint32_t k = 0; k < i.type->nfields; ++k) {
      if (k > 0) out->append(", ");
      ShowValue(rt, i.As<StructObject>()->fields()[k], out);
    }
  } else if (!i.type->is_tuple()) {
    ShowValue(rt, i, out);
  }
  out->push_back(']');
}

void ShowStringIndexError(Runtime& rt, Value e, std::string* out) {
  Value str = Field(e, 0);
  int64_t index = Field(e, 1).AsInt();
  out->append("StringIndexError: invalid index [");
  AppendInt(index, out);
  out->push_back(']');
  if (str.type != rt.core.string) return;
  std::string_view s = str.As<String>()->view();
  auto n = static_cast<int64_t>(s.size());
  if (index < 1 || index > n) return;
  auto char_at = [&](int64_t k) {
    int64_t next = 0;
    NextChar(s, k, &next);
    std::string esc;
    EscapeString(s.substr(static_cast<size_t>(k - 1), static_cast<size_t>(next - k)), "\"", &esc);
    return esc;
  };
  int64_t prev = ThisInd(s, index);
  int64_t next = NextInd(s, prev);
  if (next <= n) {
    out->append(", valid nearby indices [");
    AppendInt(prev, out);
    out->append("]=>'" + char_at(prev) + "', [");
    AppendInt(next, out);
    out->append("]=>'" + char_at(next) + "'");
  } else {
    out->append(", valid nearby index [");
    AppendInt(prev, out);
    out->append("]=>'" + char_at(prev) + "'");
  }
}

void ShowUndefVarError(Runtime& rt, Value e, std::string* out) {
  out->append("UndefVarError: `");
  out->append(Field(e, 0).As<Symbol>()->name());
  out->append("` not defined");
  Value scope = Field(e, 2);
  if (!scope.defined()) return;
  if (scope.type == rt.core.module) {
    out->append(" in `");
    AppendModulePath(scope.As<Module>(), out);
    out->push_back('`');
  } else if (scope.type == rt.core.symbol && scope.As<Symbol>()->name() == "static_parameter") {
    out->append(" in static parameter matching");
  } else {
    out->append(" in ");
    PrintValue(rt, scope, out);
    out->append(" scope");
  }
}

}  // namespace

std::string ShowError(Runtime& rt, Value e) {
  const CoreTypes& c = rt.core;
  std::string out;
  DataType* t = e.type;
  auto with_msg = [&](std::string_view prefix) {
    out.append(prefix);
    PrintField(rt, Field(e, 0), &out);
  };
  if (t == c.error_exception) {
    PrintField(rt, Field(e, 0), &out);
  } else if (t == c.argument_error) {
    with_msg("ArgumentError: ");
  } else if (t == c.assertion_error) {
    with_msg("AssertionError: ");
  } else if (t == c.overflow_error) {
    with_msg("OverflowError: ");
  } else if (t == c.dimension_mismatch) {
    with_msg("DimensionMismatch: ");
  } else if (t == c.bounds_error) {
    ShowBoundsError(rt, e, &out);
  } else if (t == c.domain_error) {
    out.append("DomainError with ");
    PrintValue(rt, Field(e, 0), &out);
    Value msg = Field(e, 1);
    if (msg.defined()) {
      out.append(":\n");
      PrintValue(rt, msg, &out);
    }
  } else if (t == c.inexact_error) {
    out.append("InexactError: ");
    Value func = Field(e, 0), type = Field(e, 1);
    PrintValue(rt, func, &out);
    out.push_back('(');
    bool same_name = IsTypeOrVar(type) && IsDataType(type.As<Type>()) && func.type == c.symbol &&
                     type.As<DataType>()->name->name == func.As<Symbol>();
    if (!same_name) {
      PrintValue(rt, type, &out);
      out.append(", ");
    }
    PrintValue(rt, Field(e, 2), &out);
    out.push_back(')');
  } else if (t == c.key_error) {
    out.append("KeyError: key ");
    ShowValue(rt, Field(e, 0), &out);
    out.append(" not found");
  } else if (t == c.method_error) {
    ShowMethodError(rt, e, &out);
  } else if (t == c.divide_error) {
    out.append("DivideError: integer division error");
  } else if (t == c.stack_overflow_error) {
    out.append("StackOverflowError:");
  } else if (t == c.undef_ref_error) {
    out.append("UndefRefError: access to undefined reference");
  } else if (t == c.undef_keyword_error) {
    out.append("UndefKeywordError: keyword argument `");
    PrintValue(rt, Field(e, 0), &out);
    out.append("` not assigned");
  } else if (t == c.eof_error) {
    out.append("EOFError: read end of file");
  } else if (t == c.interrupt_exception) {
    out.append("InterruptException:");
  } else if (t == c.undef_var_error) {
    ShowUndefVarError(rt, e, &out);
  } else if (t == c.type_error) {
    ShowTypeError(rt, e, &out);
  } else if (t == c.string_index_error) {
    ShowStringIndexError(rt, e, &out);
  } else {
    ShowValue(rt, e, &out);
  }
  return out;
}

std::string PathAsShown(Runtime& rt, const std::string& path) {
  std::string abs = base::AbsolutePath(path);
  std::string home = rt.env != nullptr ? rt.env->GetEnvVar("HOME") : std::string();
  if (!home.empty() && home != "/" && abs.compare(0, home.size() + 1, home + "/") == 0) {
    abs = std::string("~").append(abs, home.size());
  }
  return abs;
}

}  // namespace kiln::runtime
