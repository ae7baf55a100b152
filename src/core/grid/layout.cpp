#include "core/grid/layout.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "core/grid/cage_check.hpp"

namespace sudoku::core {

const char* unit_kind_name(UnitKind kind) {
    switch (kind) {
        case UnitKind::Row:
            return "row";
        case UnitKind::Column:
            return "column";
        case UnitKind::Box:
            return "box";
        case UnitKind::Region:
            return "region";
        case UnitKind::Diagonal:
            return "diagonal";
        case UnitKind::AntiDiagonal:
            return "anti-diagonal";
        case UnitKind::Window:
            return "window";
    }
    return "unit";
}

std::optional<BoxShape> default_box_shape(int n) {
    if (n < kMinSize || n > kMaxSize) return std::nullopt;
    // The factorisation closest to square, with fewer rows than columns (2x3 for 6, 3x4 for 12):
    // this reproduces every conventional shape listed in the header.
    for (int rows = static_cast<int>(std::sqrt(static_cast<double>(n))); rows >= 2; --rows) {
        if (n % rows == 0) return BoxShape{rows, n / rows};
    }
    return std::nullopt;
}

namespace {

// Every jigsaw piece must be one 4-connected group of cells.
std::optional<Cell> first_disconnected_cell(const std::vector<int>& regions, int n, int piece) {
    std::vector<Cell> members;
    for (int c = 0; c < n * n; ++c)
        if (regions[c] == piece) members.push_back(static_cast<Cell>(c));
    if (members.empty()) return std::nullopt;
    std::vector<char> seen(n * n, 0);
    std::vector<Cell> stack{members.front()};
    seen[members.front()] = 1;
    while (!stack.empty()) {
        const Cell c = stack.back();
        stack.pop_back();
        const int r = c / n, col = c % n;
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int k = 0; k < 4; ++k) {
            const int rr = r + dr[k], cc = col + dc[k];
            if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
            const int next = rr * n + cc;
            if (regions[next] == piece && !seen[next]) {
                seen[next] = 1;
                stack.push_back(static_cast<Cell>(next));
            }
        }
    }
    for (Cell c : members)
        if (!seen[c]) return c;
    return std::nullopt;
}

}  // namespace

Error size_out_of_range(int n) {
    return coded_error(ErrorCode::SizeOutOfRange,
                       {std::to_string(n), std::to_string(kMinSize), std::to_string(kMaxSize)});
}

Result<LayoutPtr> Layout::create(LayoutSpec spec) {
    const int n = spec.size;
    if (n < kMinSize || n > kMaxSize) return size_out_of_range(n);
    const auto cell_name_of = [n](int c) {
        return "r" + std::to_string(c / n + 1) + "c" + std::to_string(c % n + 1);
    };

    if (spec.regions.empty()) {
        if (spec.box == BoxShape{}) {
            const auto shape = default_box_shape(n);
            if (!shape) return coded_error(ErrorCode::SizeNoBoxShape, {std::to_string(n)});
            spec.box = *shape;
        }
        if (spec.box.rows < 1 || spec.box.cols < 1 || spec.box.rows * spec.box.cols != n)
            return coded_error(
                ErrorCode::BoxDoesNotTile,
                {std::to_string(spec.box.rows), std::to_string(spec.box.cols), std::to_string(n)});
    } else {
        spec.box = {};
        if (static_cast<int>(spec.regions.size()) != n * n)
            return coded_error(
                ErrorCode::RegionMapSize,
                {std::to_string(static_cast<int>(spec.regions.size())), std::to_string(n * n)});
        std::vector<int> counts(n, 0);
        for (int c = 0; c < n * n; ++c) {
            const int id = spec.regions[c];
            if (id < 0 || id >= n)
                return coded_error(ErrorCode::RegionIdOutOfRange,
                                   {std::to_string(id + 1), cell_name_of(c), std::to_string(n)});
            ++counts[id];
        }
        for (int id = 0; id < n; ++id) {
            if (counts[id] != n)
                return coded_error(
                    ErrorCode::RegionWrongSize,
                    {std::to_string(id + 1), std::to_string(counts[id]), std::to_string(n)});
        }
        for (int id = 0; id < n; ++id) {
            if (auto cut = first_disconnected_cell(spec.regions, n, id))
                return coded_error(ErrorCode::RegionNotConnected,
                                   {std::to_string(id + 1), cell_name_of(*cut)});
        }
    }
    if (spec.hyper) {
        if (!spec.regions.empty() || spec.box.rows != spec.box.cols || spec.box.rows < 2)
            return coded_error(ErrorCode::HyperNeedsSquareBoxes);
    }

    if (auto bad = check_cages(spec)) return *bad;
    sort_cage_cells(spec.cages);

    auto layout = std::shared_ptr<Layout>(new Layout());
    layout->m_spec = std::move(spec);
    layout->m_n = n;
    layout->build_units();
    return LayoutPtr(std::move(layout));
}

void Layout::add_implied_windows(int index) {
    const int b = m_spec.box.rows;
    // The rows (columns) of each band of windows, then the lines between windows.
    std::vector<std::vector<int>> bands;
    for (int first = 1; first + b <= m_n - 1; first += b + 1) {
        std::vector<int>& band = bands.emplace_back();
        for (int line = first; line < first + b; ++line)
            band.push_back(line);
    }
    const std::size_t window_bands = bands.size();
    std::vector<int>& between = bands.emplace_back();
    for (int k = 0; k < b; ++k)
        between.push_back(k * (b + 1));
    for (std::size_t i = 0; i < bands.size(); ++i) {
        for (std::size_t j = 0; j < bands.size(); ++j) {
            if (i < window_bands && j < window_bands) continue;  // a window itself
            Unit& unit = m_units.emplace_back(Unit{UnitKind::Window, index++, {}});
            for (int r : bands[i])
                for (int c : bands[j])
                    unit.cells.push_back(cell_at(r, c));
        }
    }
}

LayoutPtr Layout::classic(int n) {
    auto result = create(LayoutSpec{.size = n});
    assert(result.ok());
    return std::move(result).value();
}

void Layout::build_units() {
    const int n = m_n;
    const int cells = n * n;
    m_box_of.assign(cells, 0);
    if (is_jigsaw()) {
        m_box_of = m_spec.regions;
    } else {
        const int br = m_spec.box.rows, bc = m_spec.box.cols;
        const int boxes_per_row = n / bc;
        for (int c = 0; c < cells; ++c)
            m_box_of[c] = (c / n / br) * boxes_per_row + (c % n / bc);
    }

    auto add = [this](UnitKind kind, int index) -> Unit& {
        m_units.push_back(Unit{kind, index, {}});
        return m_units.back();
    };
    for (int r = 0; r < n; ++r) {
        auto& u = add(UnitKind::Row, r);
        for (int c = 0; c < n; ++c)
            u.cells.push_back(cell_at(r, c));
    }
    for (int c = 0; c < n; ++c) {
        auto& u = add(UnitKind::Column, c);
        for (int r = 0; r < n; ++r)
            u.cells.push_back(cell_at(r, c));
    }
    const UnitKind piece = is_jigsaw() ? UnitKind::Region : UnitKind::Box;
    for (int b = 0; b < n; ++b) {
        auto& u = add(piece, b);
        for (int c = 0; c < cells; ++c)
            if (m_box_of[c] == b) u.cells.push_back(static_cast<Cell>(c));
    }
    if (m_spec.diagonals) {
        auto& d = add(UnitKind::Diagonal, 0);
        for (int i = 0; i < n; ++i)
            d.cells.push_back(cell_at(i, i));
        auto& a = add(UnitKind::AntiDiagonal, 0);
        for (int i = 0; i < n; ++i)
            a.cells.push_back(cell_at(i, n - 1 - i));
    }
    if (m_spec.hyper) {
        // Windows of b x b cells starting one cell inside each box, separated by one cell:
        // for 9x9 the four classic windows at rows/columns 2-4 and 6-8.
        const int b = m_spec.box.rows;
        int index = 0;
        for (int wr = 1; wr + b <= n - 1; wr += b + 1) {
            for (int wc = 1; wc + b <= n - 1; wc += b + 1) {
                auto& w = add(UnitKind::Window, index++);
                for (int r = wr; r < wr + b; ++r)
                    for (int c = wc; c < wc + b; ++c)
                        w.cells.push_back(cell_at(r, c));
            }
        }
        if (m_spec.implied_windows) add_implied_windows(index);
    }

    if (!m_spec.cages.empty()) {
        m_cage_of.assign(cells, -1);
        for (int k = 0; k < static_cast<int>(m_spec.cages.size()); ++k)
            for (Cell c : m_spec.cages[k].cells)
                m_cage_of[c] = k;
    }

    std::vector<std::vector<int>> units_of(cells);
    for (int u = 0; u < static_cast<int>(m_units.size()); ++u)
        for (Cell c : m_units[u].cells)
            units_of[c].push_back(u);
    m_units_of_start.assign(cells + 1, 0);
    m_peers_start.assign(cells + 1, 0);
    std::vector<char> mark(cells, 0);
    for (int c = 0; c < cells; ++c) {
        m_units_of_start[c] = static_cast<int>(m_units_of.size());
        m_units_of.insert(m_units_of.end(), units_of[c].begin(), units_of[c].end());
        m_peers_start[c] = static_cast<int>(m_peers.size());
        std::fill(mark.begin(), mark.end(), 0);
        for (int u : units_of[c])
            for (Cell p : m_units[u].cells)
                if (p != c) mark[p] = 1;
        if (cage_of(static_cast<Cell>(c)) >= 0)
            for (Cell p : m_spec.cages[m_cage_of[c]].cells)
                if (p != c) mark[p] = 1;
        for (int p = 0; p < cells; ++p)
            if (mark[p]) m_peers.push_back(static_cast<Cell>(p));
    }
    m_units_of_start[cells] = static_cast<int>(m_units_of.size());
    m_peers_start[cells] = static_cast<int>(m_peers.size());
}

int Layout::shared_unit(Cell a, Cell b) const {
    for (int u : units_of(a)) {
        const auto& cs = m_units[u].cells;
        if (std::find(cs.begin(), cs.end(), b) != cs.end()) return u;
    }
    return -1;
}

std::string Layout::cell_name(Cell c) const {
    return "r" + std::to_string(row_of(c) + 1) + "c" + std::to_string(col_of(c) + 1);
}

std::string Layout::unit_name(int unit) const {
    const Unit& u = m_units[unit];
    if (u.kind == UnitKind::Diagonal || u.kind == UnitKind::AntiDiagonal)
        return unit_kind_name(u.kind);
    return std::string(unit_kind_name(u.kind)) + " " + std::to_string(u.index + 1);
}

std::string Layout::describe() const {
    std::string s = std::to_string(m_n) + "x" + std::to_string(m_n);
    if (is_jigsaw()) {
        s += " jigsaw";
    } else if (m_spec.box != default_box_shape(m_n)) {
        s += " (" + std::to_string(m_spec.box.rows) + "x" + std::to_string(m_spec.box.cols) +
             " boxes)";
    }
    if (m_spec.diagonals) s += " X";
    if (m_spec.hyper) s += " hyper";
    if (is_killer()) s += " killer";
    return s;
}

}  // namespace sudoku::core
