// A catalog's plural rule: gettext's Plural-Forms header ("nplurals=2; plural=(n != 1);")
// parsed into a small expression tree and evaluated for a count.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"

namespace sudoku::i18n {

class PluralRule {
  public:
    // English's rule (two forms, n != 1): the rule of a catalog without a Plural-Forms header.
    PluralRule();

    // Parses the header's value; the expression is gettext's C subset: n, decimal numbers,
    // ( ), ! * / % + - < > <= >= == != && || and ?: with C precedence.
    [[nodiscard]] static core::Result<PluralRule> parse(std::string_view plural_forms);

    [[nodiscard]] int nplurals() const { return m_nplurals; }
    // The form for n, 0..nplurals-1 (an out-of-range result of the expression gives 0).
    [[nodiscard]] int form(std::uint64_t n) const;

  private:
    enum class Op : std::uint8_t {
        N,
        Number,
        Not,
        Mul,
        Div,
        Mod,
        Add,
        Sub,
        Less,
        Greater,
        LessEq,
        GreaterEq,
        Eq,
        NotEq,
        And,
        Or,
        Choose,
    };
    struct Node {
        Op op;
        std::uint64_t value = 0;     // Number
        int a = -1, b = -1, c = -1;  // operands (indices into m_nodes)
    };
    class Parser;

    [[nodiscard]] std::uint64_t eval(int node, std::uint64_t n) const;

    int m_nplurals = 2;
    std::vector<Node> m_nodes;
    int m_root = -1;
};

}  // namespace sudoku::i18n
