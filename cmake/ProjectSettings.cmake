# Settings every first-party target links through `gpuplanner_settings`, so that
# third-party headers and generated moc/rcc code are judged by their own rules.
add_library(gpuplanner_settings INTERFACE)

target_compile_options(gpuplanner_settings INTERFACE -Wall -Wextra -Wpedantic -Werror)
# In a unity batch only the first file is the "main file": GCC would then call a test fixture in an anonymous
# namespace, which a batch-mate's test derives from, a type of another file's linkage.
if(CMAKE_UNITY_BUILD AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(gpuplanner_settings INTERFACE -Wno-subobject-linkage)
endif()

# __FILE__ relative to the source tree (GoogleTest's assertions and Qt's asserts use it): an absolute one would differ
# in every clone, and a unity batch includes its files by absolute path, so no object could come from the compiler
# cache in a fresh clone.
target_compile_options(gpuplanner_settings INTERFACE "-fmacro-prefix-map=${PROJECT_SOURCE_DIR}/=")

# Qt definitions that exist in 6.4 (the newer *_UP_TO / CONTEXTLESS ones do nothing there).
target_compile_definitions(gpuplanner_settings INTERFACE
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    QT_USE_QSTRINGBUILDER
    QT_STRICT_ITERATORS
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_KEYWORDS
    QT_DISABLE_DEPRECATED_BEFORE=0x060400
    GPUPLANNER_VERSION="${PROJECT_VERSION}"
    GPUPLANNER_RELEASE_DATE="${GPUPLANNER_RELEASE_DATE}")

if(GPUPLANNER_SANITIZE)
    set(_san -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
    target_compile_options(gpuplanner_settings INTERFACE ${_san})
    target_link_options(gpuplanner_settings INTERFACE ${_san})
endif()

if(GPUPLANNER_FUZZ)
    # Coverage for libFuzzer in every first-party object; the targets add -fsanitize=fuzzer (its main) at link.
    set(_fuzz -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
    target_compile_options(gpuplanner_settings INTERFACE ${_fuzz})
    target_link_options(gpuplanner_settings INTERFACE -fsanitize=address,undefined)
endif()

# Sanitizer flags must also reach the final link of executables that only link static libraries.
function(gpuplanner_target_defaults target)
    target_link_libraries(${target} PRIVATE gpuplanner_settings)
endfunction()

# Debian's hardening flags (what dpkg-buildflags gives a package, with bindnow): stack protector, fortified libc
# calls where the optimizer can see sizes, a read-only GOT resolved at load. Not under the sanitizers or the fuzzer,
# which instrument the same calls their own way.
if(NOT GPUPLANNER_SANITIZE AND NOT GPUPLANNER_FUZZ)
    target_compile_options(gpuplanner_settings INTERFACE -fstack-protector-strong -Wformat -Werror=format-security)
    # Flags from outside (dpkg-buildflags elsewhere gives =3) win: defining it twice would be a -Werror error.
    if(NOT "${CMAKE_CXX_FLAGS} $ENV{CPPFLAGS}" MATCHES "_FORTIFY_SOURCE")
        target_compile_definitions(gpuplanner_settings INTERFACE $<$<NOT:$<CONFIG:Debug>>:_FORTIFY_SOURCE=2>)
    endif()
    target_link_options(gpuplanner_settings INTERFACE -Wl,-z,relro -Wl,-z,now)
endif()
