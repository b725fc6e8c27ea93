#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace gp {

// An error is a value: a stable machine-readable code plus a translated, human-readable message that names what is
// wrong (file, field, reason). GCC 12 has no std::expected, hence this small type.
struct Error
{
    QString code;
    QString message;
};

template <typename T>
class [[nodiscard]] Result
{
public:
    Result(T value) : m_state(std::move(value)) {}
    Result(Error error) : m_state(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<T>(m_state); }
    T& value() & { return std::get<T>(m_state); }
    T&& value() && { return std::get<T>(std::move(m_state)); }
    const T* operator->() const { return &std::get<T>(m_state); }
    const T& operator*() const { return std::get<T>(m_state); }

    const Error& error() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

struct Ok
{};

using Status = Result<Ok>;

} // namespace gp
