#include "core/dlx/dlx_search.hpp"

#include "core/dlx/dlx_start.hpp"

namespace sudoku::core {

namespace {

enum Line : std::uint8_t {
    kDefSearch,
    kAllCovered,   // Solution
    kChoose,       // Select
    kEmptyColumn,  // DeadEnd: a constraint no row can meet
    kCover,
    kForRow,     // Try
    kChooseRow,  // Place
    kRecurse,
    kUnchooseRow,  // Remove
    kUncover,      // DeadEnd (rows used up), Exhausted
};

constexpr std::string_view kPseudoCode[] = {
    "def search(k):",
    "    if root.right == root: return solution  # every constraint met",
    "    c = choose_column()  # fewest ones (Knuth) or the first",
    "    if c.size == 0: return  # a constraint no candidate meets",
    "    cover(c)",
    "    for r in c.down ... c:",
    "        O[k] = r; for j in r.right ... r: cover(j.column)",
    "        search(k + 1)",
    "        for j in r.left ... r: uncover(j.column)",
    "    uncover(c); return",
};

}  // namespace

Result<std::unique_ptr<DlxSearch>> DlxSearch::create(const Board& start,
                                                     const StepSolverOptions& options) {
    auto cover = std::make_shared<const ExactCover>(start.layout_ptr());
    auto links = dlx_start(*cover, start);
    if (!links) return links.error();
    return std::unique_ptr<DlxSearch>(
        new DlxSearch(start, options, std::move(cover), std::move(links.value())));
}

DlxSearch::DlxSearch(const Board& start, const StepSolverOptions& options,
                     std::shared_ptr<const ExactCover> cover, DancingLinks links)
    : SearchBase(start, options),
      m_cover(std::move(cover)),
      m_links(std::move(links)),
      m_shuffle(options.seed) {
    m_marks.assign(static_cast<std::size_t>(m_cover->row_count()), 0);
    for (int i = 0; i < start.cell_count(); ++i) {
        const auto c = static_cast<Cell>(i);
        if (start.at(c) != kEmpty)
            m_marks[m_cover->row_of(c, start.at(c))] = static_cast<std::uint8_t>(RowMark::Given);
    }
    m_branching.assign(static_cast<std::size_t>(m_cover->column_count()), 0);
    m_stack.reserve(static_cast<std::size_t>(start.empty_count()));
}

std::span<const std::string_view> DlxSearch::pseudo_code() {
    return kPseudoCode;
}

Cell DlxSearch::column_cell(int header) const {
    if (m_links.size(header) > 0)
        return m_cover->row(m_links.row_of_node(m_links.down(header))).cell;
    const CoverColumn column = m_cover->column(header - 1);
    if (column.group == CoverGroup::CellFilled) return column.cell;
    for (const Cell c : m_cover->layout().units()[static_cast<std::size_t>(column.unit)].cells)
        if (m_board.at(c) == kEmpty) return c;
    return kNoCell;  // cannot happen: the digit is missing, so the unit has an empty cell
}

Step DlxSearch::choose() {
    const auto level = static_cast<std::int32_t>(m_stack.size());
    if (m_links.solved()) {
        m_phase = m_options.stop_at_first_solution ? Phase::Done : Phase::Return;
        return emit({.kind = StepKind::Solution, .depth = level, .line = kAllCovered});
    }
    const int header = m_links.choose(m_options.column_rule);
    const CoverColumn column = m_cover->column(header - 1);
    const Step named{.cell = column_cell(header),
                     .digit = column.digit,
                     .depth = level + 1,
                     .unit = static_cast<std::int16_t>(column.unit)};
    if (m_links.size(header) == 0) {
        m_phase = Phase::Return;
        Step dead = named;
        dead.kind = StepKind::DeadEnd;
        dead.line = kEmptyColumn;
        return emit(dead);
    }
    Frame frame;
    frame.header = header;
    frame.cell = named.cell;
    for (int r = m_links.down(header); r != header; r = m_links.down(r))
        frame.nodes.push_back(r);
    if (m_options.order == ValueOrder::Random) m_shuffle.shuffle(frame.nodes);
    m_links.cover(header);
    m_branching[header - 1] = 1;
    m_stack.push_back(std::move(frame));
    m_phase = Phase::NextRow;
    Step select = named;
    select.kind = StepKind::Select;
    select.line = kChoose;
    return emit(select);
}

Step DlxSearch::next_row() {
    Frame& f = m_stack.back();
    const auto level = static_cast<std::int32_t>(m_stack.size());
    if (f.pos == f.nodes.size()) {
        const Cell cell = f.cell;
        m_links.uncover(f.header);
        m_branching[f.header - 1] = 0;
        m_stack.pop_back();
        m_phase = Phase::Return;
        return emit({.kind = StepKind::DeadEnd, .cell = cell, .depth = level, .line = kUncover});
    }
    f.node = f.nodes[f.pos++];
    const CoverRow row = m_cover->row(m_links.row_of_node(f.node));
    ++m_counters.checks;  // one row examined, as one value tested
    m_phase = Phase::PlaceTried;
    return emit({.kind = StepKind::Try,
                 .cell = row.cell,
                 .digit = row.digit,
                 .depth = level,
                 .line = kForRow});
}

Step DlxSearch::place() {
    const Frame& f = m_stack.back();
    const int r = m_links.row_of_node(f.node);
    const CoverRow row = m_cover->row(r);
    m_links.choose_row(f.node);
    m_branching[f.header - 1] = 2;
    m_marks[r] = static_cast<std::uint8_t>(RowMark::Chosen);
    write(row.cell, row.digit);
    m_phase = Phase::Choose;
    return emit({.kind = StepKind::Place,
                 .cell = row.cell,
                 .digit = row.digit,
                 .depth = static_cast<std::int32_t>(m_stack.size()),
                 .line = kChooseRow});
}

Step DlxSearch::give_up() {
    if (m_stack.empty()) {
        m_phase = Phase::Done;
        return emit({.kind = StepKind::Exhausted, .line = kUncover});
    }
    const Frame& f = m_stack.back();
    const int r = m_links.row_of_node(f.node);
    const CoverRow row = m_cover->row(r);
    m_links.unchoose_row(f.node);
    m_branching[f.header - 1] = 1;
    m_marks[r] = static_cast<std::uint8_t>(RowMark::None);
    erase(row.cell, row.digit);
    m_phase = Phase::NextRow;
    return emit({.kind = StepKind::Remove,
                 .cell = row.cell,
                 .digit = row.digit,
                 .depth = static_cast<std::int32_t>(m_stack.size()),
                 .line = kUnchooseRow});
}

std::optional<Step> DlxSearch::next() {
    switch (m_phase) {
        case Phase::Choose:
            return choose();
        case Phase::NextRow:
            return next_row();
        case Phase::PlaceTried:
            return place();
        case Phase::Return:
            return give_up();
        case Phase::Done:
            break;
    }
    return std::nullopt;
}

std::unique_ptr<StepSolver> DlxSearch::clone() const {
    return std::unique_ptr<DlxSearch>(new DlxSearch(*this));
}

std::vector<StackFrame> DlxSearch::stack() const {
    std::vector<StackFrame> out;
    out.reserve(m_stack.size());
    for (const Frame& f : m_stack) {
        StackFrame frame{.cell = f.cell};
        if (f.node >= 0) {
            const CoverRow row = m_cover->row(m_links.row_of_node(f.node));
            frame.cell = row.cell;
            frame.digit = row.digit;
        }
        for (std::size_t i = f.pos; i < f.nodes.size(); ++i) {
            const CoverRow row = m_cover->row(m_links.row_of_node(f.nodes[i]));
            if (row.cell == frame.cell) frame.remaining |= digit_bit(row.digit);
        }
        out.push_back(frame);
    }
    return out;
}

Mask DlxSearch::candidates(Cell c) const {
    if (m_board.at(c) != kEmpty) return 0;
    Mask m = 0;
    const int n = m_board.size();
    for (int d = 1; d <= n; ++d)
        if (live(m_cover->row_of(c, static_cast<Digit>(d)))) m |= digit_bit(static_cast<Digit>(d));
    return m;
}

bool DlxSearch::live(int row) const {
    const int by = m_links.removed_by(row);
    return by < 0 || m_branching[by] == 1;
}

int DlxSearch::current_row() const {
    if (m_stack.empty() || m_stack.back().node < 0) return -1;
    return m_links.row_of_node(m_stack.back().node);
}

int DlxSearch::focus_row() const {
    if (const int row = current_row(); row >= 0) return row;
    if (m_stack.empty() || m_stack.back().nodes.empty()) return -1;
    return m_links.row_of_node(m_stack.back().nodes.front());
}

int DlxSearch::current_column() const {
    return m_stack.empty() ? -1 : m_stack.back().header - 1;
}

}  // namespace sudoku::core
