#include "i18n/plural_rule.hpp"

#include <cctype>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>

namespace sudoku::i18n {

namespace {

// Deeper nesting is no real language's rule; the limit keeps a hostile header from
// exhausting the stack (the parser and the evaluator recurse).
constexpr int kMaxDepth = 64;
constexpr int kMaxForms = 6;

core::Error bad_rule(std::string what) {
    return core::unspecified_error("Plural-Forms: " + std::move(what));
}

}  // namespace

// Recursive descent, one function per precedence level, from the loosest (?:) down.
class PluralRule::Parser {
  public:
    Parser(std::string_view text, std::vector<Node>& nodes) : m_text(text), m_nodes(nodes) {}

    core::Result<int> parse() {
        const int root = choose(0);
        skip_space();
        if (!m_error.empty()) return bad_rule(m_error);
        if (m_pos != m_text.size())
            return bad_rule("unexpected '" + std::string(1, m_text[m_pos]) + "' at column " +
                            std::to_string(m_pos + 1) + " of the expression");
        return root;
    }

  private:
    void skip_space() {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }
    bool eat(std::string_view token) {
        skip_space();
        if (m_text.substr(m_pos, token.size()) != token) return false;
        // "<" must not take the first half of "<=", nor "!" of "!=", nor "=" alone.
        if (token.size() == 1 && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '=' &&
            (token == "<" || token == ">" || token == "!"))
            return false;
        m_pos += token.size();
        return true;
    }
    int fail(std::string what) {
        if (m_error.empty()) m_error = std::move(what);
        return -1;
    }
    int add(Op op, int a = -1, int b = -1, int c = -1, std::uint64_t value = 0) {
        m_nodes.push_back(Node{op, value, a, b, c});
        return static_cast<int>(m_nodes.size()) - 1;
    }
    template <class Next>
    int binary(int depth, Next next, std::initializer_list<std::pair<std::string_view, Op>> ops) {
        int left = (this->*next)(depth);
        for (bool more = true; more && m_error.empty();) {
            more = false;
            for (const auto& [token, op] : ops)
                if (eat(token)) {
                    const int right = (this->*next)(depth);
                    left = add(op, left, right);
                    more = true;
                    break;
                }
        }
        return left;
    }

    int choose(int depth) {
        if (depth > kMaxDepth) return fail("the expression nests too deeply");
        const int test = logical_or(depth + 1);
        if (!m_error.empty() || !eat("?")) return test;
        const int yes = choose(depth + 1);
        if (!eat(":")) return fail("expected ':' after '?' at column " + std::to_string(m_pos + 1));
        const int no = choose(depth + 1);
        return add(Op::Choose, test, yes, no);
    }
    int logical_or(int d) { return binary(d, &Parser::logical_and, {{"||", Op::Or}}); }
    int logical_and(int d) { return binary(d, &Parser::equality, {{"&&", Op::And}}); }
    int equality(int d) {
        return binary(d, &Parser::relation, {{"==", Op::Eq}, {"!=", Op::NotEq}});
    }
    int relation(int d) {
        return binary(
            d, &Parser::sum,
            {{"<=", Op::LessEq}, {">=", Op::GreaterEq}, {"<", Op::Less}, {">", Op::Greater}});
    }
    int sum(int d) { return binary(d, &Parser::product, {{"+", Op::Add}, {"-", Op::Sub}}); }
    int product(int d) {
        return binary(d, &Parser::unary, {{"*", Op::Mul}, {"/", Op::Div}, {"%", Op::Mod}});
    }
    int unary(int depth) {
        if (depth > kMaxDepth) return fail("the expression nests too deeply");
        if (eat("!")) return add(Op::Not, unary(depth + 1));
        return primary(depth);
    }
    int primary(int depth) {
        skip_space();
        if (m_pos >= m_text.size()) return fail("the expression ends too early");
        const char c = m_text[m_pos];
        if (c == 'n') {
            ++m_pos;
            return add(Op::N);
        }
        if (std::isdigit(static_cast<unsigned char>(c))) {
            std::uint64_t value = 0;
            while (m_pos < m_text.size() &&
                   std::isdigit(static_cast<unsigned char>(m_text[m_pos]))) {
                if (value > 100'000'000) return fail("a number in the expression is too large");
                value = value * 10 + static_cast<std::uint64_t>(m_text[m_pos++] - '0');
            }
            return add(Op::Number, -1, -1, -1, value);
        }
        if (eat("(")) {
            const int inside = choose(depth + 1);
            if (!eat(")")) return fail("expected ')' at column " + std::to_string(m_pos + 1));
            return inside;
        }
        return fail("unexpected '" + std::string(1, c) + "' at column " +
                    std::to_string(m_pos + 1) + " of the expression");
    }

    std::string_view m_text;
    std::vector<Node>& m_nodes;
    std::size_t m_pos = 0;
    std::string m_error;
};

PluralRule::PluralRule() {
    m_nodes = {Node{Op::N}, Node{Op::Number, 1}, Node{Op::NotEq, 0, 0, 1}};
    m_root = 2;
}

core::Result<PluralRule> PluralRule::parse(std::string_view plural_forms) {
    // "nplurals=<k>; plural=<expression>;": parts split at ';' (the expression has none).
    const auto field = [&](std::string_view name) -> std::optional<std::string_view> {
        std::size_t start = 0;
        while (start < plural_forms.size()) {
            std::size_t end = plural_forms.find(';', start);
            if (end == std::string_view::npos) end = plural_forms.size();
            std::string_view part = plural_forms.substr(start, end - start);
            while (!part.empty() && part.front() == ' ')
                part.remove_prefix(1);
            if (part.starts_with(name)) {
                std::string_view rest = part.substr(name.size());
                while (!rest.empty() && rest.front() == ' ')
                    rest.remove_prefix(1);
                if (!rest.empty() && rest.front() == '=') return rest.substr(1);
            }
            start = end + 1;
        }
        return std::nullopt;
    };
    const auto count = field("nplurals");
    const auto expression = field("plural");
    if (!count || !expression)
        return bad_rule("expected \"nplurals=<count>; plural=<expression>;\"");
    std::string digits(*count);
    while (!digits.empty() && digits.back() == ' ')
        digits.pop_back();
    while (!digits.empty() && digits.front() == ' ')
        digits.erase(0, 1);
    if (digits.size() != 1 || digits[0] < '1' || digits[0] > '0' + kMaxForms)
        return bad_rule("nplurals must be 1 to " + std::to_string(kMaxForms) + ", not \"" + digits +
                        "\"");
    PluralRule rule;
    rule.m_nplurals = digits[0] - '0';
    rule.m_nodes.clear();
    Parser parser(*expression, rule.m_nodes);
    auto root = parser.parse();
    if (!root) return root.error();
    rule.m_root = *root;
    return rule;
}

int PluralRule::form(std::uint64_t n) const {
    const std::uint64_t value = eval(m_root, n);
    return value < static_cast<std::uint64_t>(m_nplurals) ? static_cast<int>(value) : 0;
}

std::uint64_t PluralRule::eval(int index, std::uint64_t n) const {
    const Node& node = m_nodes[static_cast<std::size_t>(index)];
    const auto a = [&] { return eval(node.a, n); };
    const auto b = [&] { return eval(node.b, n); };
    switch (node.op) {
        case Op::N:
            return n;
        case Op::Number:
            return node.value;
        case Op::Not:
            return a() == 0;
        case Op::Mul:
            return a() * b();
        // Division by zero is undefined in C; here it gives 0 rather than a crash.
        case Op::Div: {
            const auto d = b();
            return d == 0 ? 0 : a() / d;
        }
        case Op::Mod: {
            const auto d = b();
            return d == 0 ? 0 : a() % d;
        }
        case Op::Add:
            return a() + b();
        case Op::Sub:
            return a() - b();
        case Op::Less:
            return a() < b();
        case Op::Greater:
            return a() > b();
        case Op::LessEq:
            return a() <= b();
        case Op::GreaterEq:
            return a() >= b();
        case Op::Eq:
            return a() == b();
        case Op::NotEq:
            return a() != b();
        case Op::And:
            return a() != 0 && b() != 0;
        case Op::Or:
            return a() != 0 || b() != 0;
        case Op::Choose:
            return a() != 0 ? b() : eval(node.c, n);
    }
    return 0;
}

}  // namespace sudoku::i18n
