// Server tests run quietly; a real failure still surfaces through the assertions and the error handler's 5xx.
process.env.TZ = 'UTC';
