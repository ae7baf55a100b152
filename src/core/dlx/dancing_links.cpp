#include "core/dlx/dancing_links.hpp"

namespace sudoku::core {

// Indices are ints throughout: node ids, rows and columns all fit easily (25x25: 65k nodes).

DancingLinks::DancingLinks(const ExactCover& cover) {
    const int columns = cover.column_count();
    const int rows = cover.row_count();
    auto add_node = [this](int column, int row) {
        const int id = static_cast<int>(m_left.size());
        m_left.push_back(id);
        m_right.push_back(id);
        m_up.push_back(id);
        m_down.push_back(id);
        m_column.push_back(column);
        m_row.push_back(row);
        m_size.push_back(0);
        return id;
    };
    add_node(0, -1);  // root
    for (int c = 0; c < columns; ++c) {
        const int h = add_node(c + 1, -1);
        m_left[h] = h - 1;
        m_right[h - 1] = h;
    }
    m_left[0] = columns;
    m_right[columns] = 0;
    m_first.assign(rows, 0);
    for (int r = 0; r < rows; ++r) {
        int first = -1;
        for (const int col : cover.columns_of(r)) {
            const int h = col + 1;
            const int x = add_node(h, r);
            m_up[x] = m_up[h];
            m_down[x] = h;
            m_down[m_up[h]] = x;
            m_up[h] = x;
            ++m_size[h];
            if (first < 0) {
                first = x;
            } else {
                m_left[x] = m_left[first];
                m_right[x] = first;
                m_right[m_left[first]] = x;
                m_left[first] = x;
            }
        }
        m_first[r] = first;
    }
    m_covered.assign(columns, 0);
    m_removed.assign(rows, 0);
    m_active_columns = columns;
}

int DancingLinks::choose(ColumnRule rule) const {
    if (rule == ColumnRule::First) return m_right[0];
    int best = 0;
    int best_size = 0;
    for (int h = m_right[0]; h != 0; h = m_right[h]) {
        if (best == 0 || m_size[h] < best_size) {
            best = h;
            best_size = m_size[h];
            if (best_size == 0) break;  // nothing beats an empty column
        }
    }
    return best;
}

void DancingLinks::cover(int header) {
    m_right[m_left[header]] = m_right[header];
    m_left[m_right[header]] = m_left[header];
    m_covered[header - 1] = 1;
    --m_active_columns;
    for (int i = m_down[header]; i != header; i = m_down[i]) {
        m_removed[m_row[i]] = header;
        for (int j = m_right[i]; j != i; j = m_right[j]) {
            m_up[m_down[j]] = m_up[j];
            m_down[m_up[j]] = m_down[j];
            --m_size[m_column[j]];
            ++m_updates;
        }
    }
}

// The exact reverse of cover: rows bottom-up, each row's nodes right to left.
void DancingLinks::uncover(int header) {
    for (int i = m_up[header]; i != header; i = m_up[i]) {
        m_removed[m_row[i]] = 0;
        for (int j = m_left[i]; j != i; j = m_left[j]) {
            ++m_size[m_column[j]];
            m_up[m_down[j]] = j;
            m_down[m_up[j]] = j;
        }
    }
    m_right[m_left[header]] = header;
    m_left[m_right[header]] = header;
    m_covered[header - 1] = 0;
    ++m_active_columns;
}

void DancingLinks::choose_row(int node) {
    for (int j = m_right[node]; j != node; j = m_right[j])
        cover(m_column[j]);
}

void DancingLinks::unchoose_row(int node) {
    for (int j = m_left[node]; j != node; j = m_left[j])
        uncover(m_column[j]);
}

bool DancingLinks::select_row(int row) {
    if (m_removed[row] != 0) return false;
    const int first = m_first[row];
    int j = first;
    do {
        if (covered(m_column[j] - 1)) return false;
        j = m_right[j];
    } while (j != first);
    cover(m_column[first]);
    choose_row(first);
    return true;
}

}  // namespace sudoku::core
